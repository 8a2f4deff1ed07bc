import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TRADE_MODES } from '@kontor/api/rules';
import { CatalogueDialog } from '@kontor/ui/storefront/CatalogueDialog';
import { CategoryFlyout } from '@kontor/ui/storefront/CategoryFlyout';
import { FeedbackDialog } from '@kontor/ui/storefront/FeedbackDialog';
import { HeaderControlPlaceholder, MainHeader, MainHeaderPlaceholder, type MainHeaderProps } from '@kontor/ui/storefront/MainHeader';
import { SearchOverlay } from '@kontor/ui/storefront/SearchOverlay';
import { seedDataClasses, seedPopularWords, seedUserInfo } from '../../.storybook/mocks/header.handlers.js';
import { expectNothingMoves } from '../stays-put.js';
import { expectSignInInsteadOfMenu, storyCategoryTree } from './header-fixtures.js';

const navigate = fn();
const ddp = seedUserInfo('ddp-buyer');
const DICTIONARY = [
  { value: '1', label: 'DDP (delivered duty paid)' },
  { value: '2', label: 'FOB (free on board)' },
];

const meta = {
  title: 'Storefront/MainHeader',
  component: MainHeader,
  args: {
    userName: ddp.name,
    cartCount: 3,
    tradeMode: TRADE_MODES.DDP,
    tradeModeDictionary: DICTIONARY,
    onTradeModeChange: fn(),
    language: 'en',
    onLanguageChange: fn(),
    onLogout: fn(),
    categories: <CategoryFlyout categories={storyCategoryTree()} onReload={fn()} />,
    search: <SearchOverlay popularWords={seedPopularWords(2)} onSearch={fn()} />,
    catalogue: (
      <CatalogueDialog
        dataClasses={seedDataClasses(2)}
        classesState="ready"
        onSelectClass={fn()}
        files={undefined}
        filesState="ready"
        onRetry={fn()}
      />
    ),
    feedback: <FeedbackDialog salesName={ddp.salesname} salesPhone={ddp.salesPhone} />,
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MainHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu button (hidden, and so nameless to queries, on a wide screen). */
const menuButton = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { hidden: true })
    .find((button) => button.getAttribute('aria-label') === 'Menu')!;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Below 768 px the links and switches sit behind the menu button: open it when it shows. */
async function showPanel(canvasElement: HTMLElement) {
  const menu = menuButton(canvasElement);
  if (getComputedStyle(menu).display === 'none') return;
  if (menu.getAttribute('aria-expanded') !== 'true') await userEvent.click(menu);
}

async function userMenuItems(canvasElement: HTMLElement, name: RegExp) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const menu = await page(canvasElement).findByRole('menu');
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent);
}

export const DdpBuyer: Story = {
  play: async ({ canvasElement, args }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Kontor home page' })).toHaveAttribute('href', '/');
    const cart = within(header).getByRole('link', { name: 'Container cart, 3 items in your carts' });
    await expect(cart).toHaveAttribute('href', '/shopping');
    await expect(cart).toHaveTextContent('3');
    await expect(await userMenuItems(canvasElement, /Account of Greta Hoffmann/)).toEqual([
      'Personal centre',
      'Container cart',
      'Pallet cart',
      'Log out',
    ]);
    await userEvent.click(page(canvasElement).getByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const FobBuyerHasNoPallet: Story = {
  args: { tradeMode: TRADE_MODES.FOB, userName: seedUserInfo('fob-buyer').name },
  play: async ({ canvasElement }) => {
    const items = await userMenuItems(canvasElement, /Account of Camille Laurent/);
    await expect(items).toEqual(['Personal centre', 'Container cart', 'Log out']);
    await expect(page(canvasElement).queryByRole('menuitem', { name: 'Pallet cart' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await showPanel(canvasElement);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Trade mode: FOB (free on board)' }),
    ).toBeVisible();
  },
};

export const LanguageSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    await showPanel(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language EN' }));
    const menu = await page(canvasElement).findByRole('menu', { name: 'Language EN' });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      'DE · Deutsch',
      'EN · English',
      'CN · 中文',
      'FR · Français',
    ]);
    // The current language is checked and cannot be chosen again.
    await expect(items[1]).toHaveAttribute('aria-disabled', 'true');
    await expect(items[1]).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(items[1]!);
    await expect(args.onLanguageChange).not.toHaveBeenCalled();
    await userEvent.click(items[0]!);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('de');
  },
};

export const TradeModeTemporarilyUnavailable: Story = {
  play: async ({ canvasElement, args }) => {
    await showPanel(canvasElement);
    const trigger = within(canvasElement).getByRole('button', { name: 'Trade mode: DDP (delivered duty paid)' });
    // Shown as DDP or FOB (spec section 3); the dictionary's words name it and its choices.
    await expect(trigger.querySelector('[data-current]')).toHaveTextContent(/^DDP$/);
    await userEvent.click(trigger);
    await userEvent.click(await page(canvasElement).findByRole('menuitemradio', { name: 'FOB (free on board)' }));
    await expect(args.onTradeModeChange).toHaveBeenCalledWith(TRADE_MODES.FOB);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Temporarily unavailable');
    // The mode stays DDP.
    await expect(trigger).toHaveAccessibleName('Trade mode: DDP (delivered duty paid)');
  },
};

/** A phone's width (390 px): the header measures itself, so a narrow frame shows the phone layout. */
export const CollapsedMenu: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '390px', border: '1px dashed' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const menu = menuButton(canvasElement);
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAccessibleName('Menu');
    const brands = within(canvasElement).getByRole('link', { name: 'Brands', hidden: true });
    await expect(brands).not.toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(brands).toBeVisible();
    await expect(brands).toHaveAttribute('href', '/product');
    // Opening moves focus to the panel's first entry; Escape closes it and returns to the button.
    await waitFor(() => expect(within(canvasElement).getByRole('link', { name: 'Recommendations' })).toHaveFocus());
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(brands).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu).toHaveFocus());
  },
};

/** A visitor of a public page (the share page) signs in here instead of opening a user menu with "Log out". */
export const SignedOutVisitor: Story = {
  args: { userName: undefined, cartCount: undefined, signInHref: '/login' },
  play: ({ canvasElement }) => expectSignInInsteadOfMenu(canvasElement),
};

/** The header and its placeholder one above the other, in a frame `width` wide. */
const headerOverPlaceholder =
  (width: string): Story['render'] =>
  (args) => (
    <div data-pair style={{ inlineSize: width, display: 'grid', gap: '8px' }}>
      <MainHeader {...args} />
      <MainHeaderPlaceholder />
    </div>
  );

/** The placeholder has the header's box and colours, and nothing to reach or announce. */
async function expectPlaceholderLikeHeader(canvasElement: HTMLElement) {
  const [header, placeholder] = [...canvasElement.querySelector('[data-pair]')!.children] as [HTMLElement, HTMLElement];
  await expect(header.tagName).toBe('HEADER');
  const box = (element: HTMLElement) => element.getBoundingClientRect();
  await expect(box(placeholder).height).toBe(box(header).height);
  await expect(box(placeholder).width).toBe(box(header).width);
  for (const property of ['backgroundColor', 'borderBottomWidth', 'borderBottomColor', 'boxShadow', 'position'] as const)
    await expect(getComputedStyle(placeholder)[property]).toBe(getComputedStyle(header)[property]);
  await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  await expect(placeholder.querySelector('a, button, input')).toBeNull();
}

/**
 * The empty bar the shop shows for a moment as it opens, before the header draws a task later (under it here):
 * the header's own box and colours, so nothing under it moves when the header replaces it.
 */
export const Placeholder: Story = {
  render: headerOverPlaceholder('100%'),
  play: ({ canvasElement }) => expectPlaceholderLikeHeader(canvasElement),
};

/** The same on a phone, where the header folds its links behind the menu button. */
export const PlaceholderOnAPhone: Story = {
  render: headerOverPlaceholder('390px'),
  play: ({ canvasElement }) => expectPlaceholderLikeHeader(canvasElement),
};

/** What a user can reach in a header and is shown (not the folded panel's menu button), by name, with where it sits. */
function controlBoxes(header: Element): Map<string, DOMRect> {
  const boxes = new Map<string, DOMRect>();
  for (const control of header.querySelectorAll('a, button')) {
    const box = control.getBoundingClientRect();
    if (box.width > 0) boxes.set(control.getAttribute('aria-label') ?? control.textContent ?? '', box);
  }
  return boxes;
}

/** A header first without its late parts (no category trigger, placeholders for catalogue and feedback), then whole. */
function HeaderWithLateParts(args: MainHeaderProps) {
  const [late, setLate] = useState(false);
  const early = { categories: null, catalogue: <HeaderControlPlaceholder />, feedback: <HeaderControlPlaceholder /> };
  return (
    <div style={{ inlineSize: '1024px' }}>
      <MainHeader {...args} {...(late ? {} : early)} />
      <button type="button" onClick={() => setLate(true)}>
        Draw the late parts
      </button>
    </div>
  );
}

/**
 * The shop opens with the header's late parts a task behind: no category trigger yet, the catalogue and feedback
 * buttons' places held by `HeaderControlPlaceholder`. When they come, every control already shown stays where it
 * was and the buttons take exactly the held places: nothing moves (CLS 0).
 */
export const LatePartsHoldTheirPlace: Story = {
  render: (args) => <HeaderWithLateParts {...args} />,
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    const before = controlBoxes(header);
    const held = [...header.querySelectorAll('span[aria-hidden="true"]')].filter((span) => span.querySelector('span') && !span.closest('a, button'));
    const places = held.map((span) => span.getBoundingClientRect());
    await expect(places).toHaveLength(2);
    // Every box already shown keeps its start, as the browser judges a layout shift (CLS): not only the controls,
    // the rows around them too (without the placeholders the tools' row grew leftwards as the buttons came).
    const starts = new Map([...header.querySelectorAll('*')].map((element) => [element, element.getBoundingClientRect()] as const));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Draw the late parts' }));
    for (const [element, box] of starts) {
      if (!element.isConnected || box.width === 0) continue;
      const now = element.getBoundingClientRect();
      await expect({ element: element.className, x: now.x, y: now.y }).toEqual({ element: element.className, x: box.x, y: box.y });
    }
    const after = controlBoxes(header);
    await expect(after.size).toBe(before.size + 3);
    for (const [name, box] of before) {
      const now = after.get(name)!;
      await expect({ name, x: now.x, y: now.y, width: now.width }).toEqual({ name, x: box.x, y: box.y, width: box.width });
    }
    for (const [index, name] of ['Catalogue download', 'Feedback'].entries()) {
      const button = after.get(name)!;
      await expect({ name, x: button.x, width: button.width, height: button.height }).toEqual({ name, x: places[index]!.x, width: places[index]!.width, height: places[index]!.height });
    }
  },
};

/** A member's header as the server draws it (mode not yet read), then with the member's mode (FOB) once read. */
function HeaderWhoseModeArrives(args: MainHeaderProps) {
  const [known, setKnown] = useState(false);
  return (
    <div style={{ inlineSize: '1024px' }}>
      <MainHeader {...args} tradeMode={known ? TRADE_MODES.FOB : undefined} />
      <button type="button" onClick={() => setKnown(true)}>
        Read the session
      </button>
    </div>
  );
}

/**
 * Until the member's session is read the switch shows no mode (a DDP guess had shown to FOB buyers), only a
 * placeholder in the place the labels take; the member's mode then comes without moving any control.
 */
export const ModeArrivesInPlace: Story = {
  render: (args) => <HeaderWhoseModeArrives {...args} />,
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    await showPanel(canvasElement);
    const pending = within(header).getByRole('button', { name: 'Trade mode: loading' });
    await expect(pending).toBeVisible();
    const shownModes = () =>
      [...header.querySelectorAll('button span:not(:has(*))')].filter((span) => /^(DDP|FOB)/.test(span.textContent ?? '') && getComputedStyle(span).visibility === 'visible').map((span) => span.textContent);
    await expect(shownModes()).toEqual([]);
    // Its placeholder is tinted from the header's text colour, not the skeleton's light grey (a white box on dark headers).
    const placeholder = pending.querySelector('[aria-busy]')!;
    await expect(getComputedStyle(placeholder).backgroundImage).toBe('none');
    await expect(getComputedStyle(placeholder).backgroundColor).not.toBe(getComputedStyle(header).backgroundColor);
    const before = controlBoxes(header);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the session' }));
    const after = controlBoxes(header);
    await expect(after.has('Trade mode: FOB (free on board)')).toBe(true);
    await expect(shownModes()).toEqual(['FOB']);
    await expect(after.get('Trade mode: FOB (free on board)')!.toJSON()).toEqual(before.get('Trade mode: loading')!.toJSON());
    for (const [name, box] of before) {
      if (name === 'Trade mode: loading') continue;
      await expect({ name, x: after.get(name)!.x, y: after.get(name)!.y }).toEqual({ name, x: box.x, y: box.y });
    }
  },
};

/** A member's header at 1280 px as the server draws it (no name, mode or cart count yet), then with the session read. */
function HeaderWhoseSessionArrives(args: MainHeaderProps) {
  const [known, setKnown] = useState(false);
  return (
    <div style={{ inlineSize: '1280px' }}>
      <MainHeader
        {...args}
        userName={known ? 'Margarethe von Hoffmannsthal-Eberlein' : undefined}
        tradeMode={known ? TRADE_MODES.DDP : undefined}
        cartCount={known ? 3 : undefined}
      />
      <button type="button" onClick={() => setKnown(true)}>
        Read the session
      </button>
    </div>
  );
}

/**
 * The account button keeps one width before the name is known (a placeholder) and with it (a long one cut, in full
 * in its name and tooltip): the icons and switches beside it do not slide when the session is read.
 */
export const SessionArrivesInPlace: Story = {
  globals: { language: 'de' },
  render: (args) => <HeaderWhoseSessionArrives {...args} />,
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    const account = within(header).getByRole('button', { name: 'Konto' });
    const width = account.getBoundingClientRect().width;
    await expectNothingMoves(header, () => userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the session' })));
    const named = within(header).getByRole('button', { name: 'Konto von Margarethe von Hoffmannsthal-Eberlein' });
    await expect(named.getBoundingClientRect().width).toBe(width);
    await expect(within(named).getByTitle('Margarethe von Hoffmannsthal-Eberlein')).toBeVisible();
  },
};
