import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogueDialog } from '@kontor/ui/storefront/CatalogueDialog';
import { PartsHeader, type PartsHeaderProps } from '@kontor/ui/storefront/PartsHeader';
import { expectNothingMoves } from '../stays-put.js';
import { seedDataClasses, seedUserInfo } from '../../.storybook/mocks/header.handlers.js';
import { expectSignInInsteadOfMenu } from './header-fixtures.js';

const meta = {
  title: 'Storefront/PartsHeader',
  component: PartsHeader,
  args: {
    userName: seedUserInfo('fob-buyer').name,
    tradeModeLabel: 'FOB (free on board)',
    language: 'en',
    onLanguageChange: fn(),
    onLogout: fn(),
    catalogue: (
      <CatalogueDialog
        trigger="text"
        dataClasses={seedDataClasses(2)}
        classesState="ready"
        onSelectClass={fn()}
        files={undefined}
        filesState="ready"
        onRetry={fn()}
      />
    ),
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={fn()}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PartsHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu button (hidden, and so nameless to queries, on a wide screen). */
const menuButton = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { hidden: true })
    .find((button) => button.getAttribute('aria-label') === 'Menu')!;

export const OnlyPartsEntries: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    const menu = menuButton(canvasElement);
    if (getComputedStyle(menu).display !== 'none') await userEvent.click(menu);
    const nav = within(header).getByRole('navigation');
    await expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/productPageParts',
      '/partsService',
    ]);
    await expect(within(nav).getByRole('button', { name: 'Catalogue download' })).toBeVisible();
    await expect(within(header).getByText('Trade mode: FOB (free on board)')).toBeVisible();
    await expect(within(header).queryByRole('link', { name: /Container cart/ })).toBeNull();
    await expect(within(header).queryByRole('button', { name: 'Search' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: /Account of Camille Laurent/ }));
    // The menu's code loads with its first opening: wait for it.
    const items = await within(canvasElement.ownerDocument.body).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Personal centre', 'Log out']);
    await expect(items[0]).toHaveAttribute('href', '/personalParts');
  },
};

/** The public parts home signed out: a sign-in link where the user menu would be. */
export const SignedOutVisitor: Story = {
  args: { userName: undefined, signInHref: '/login' },
  play: ({ canvasElement }) => expectSignInInsteadOfMenu(canvasElement),
};

/** A member's parts page as the server draws it: the mode's place held by a placeholder, no mode guessed. */
export const ModePending: Story = {
  args: { tradeModeLabel: undefined, tradeModePending: true },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).queryByText(/^Trade mode:/)).toBeNull();
    await expect(header.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A member's parts page at 1280 px as the server draws it (no name, no mode), then with the session read. */
function PartsHeaderWhoseSessionArrives(args: PartsHeaderProps) {
  const [known, setKnown] = useState(false);
  return (
    <div style={{ inlineSize: '1280px' }}>
      <PartsHeader {...args} userName={known ? args.userName : undefined} tradeModePending={!known} tradeModeLabel={known ? 'DDP (geliefert verzollt)' : undefined} />
      <button type="button" onClick={() => setKnown(true)}>
        Read the session
      </button>
    </div>
  );
}

/** The name and the mode take the places held for them: the language switch and the account button stay put. */
export const SessionArrivesInPlace: Story = {
  globals: { language: 'de' },
  render: (args) => <PartsHeaderWhoseSessionArrives {...args} />,
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expectNothingMoves(header, () => userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the session' })));
    await expect(within(header).getByText('Handelsklausel: DDP (geliefert verzollt)')).toBeVisible();
  },
};
