import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { WelcomePanel, telHref, type WelcomeShortcut } from '@kontor/ui/shell/WelcomePanel';
import { SEED_USER_INFO } from '../../.storybook/mocks/admin-seed.js';

const SHORTCUTS: WelcomeShortcut[] = [
  { kind: 'containerCart', href: '/shopping' },
  { kind: 'palletCart', href: '/pallet' },
  { kind: 'orders', href: '/personal' },
  { kind: 'catalogue', href: '/product' },
  { kind: 'afterSales', href: '/partsService' },
  { kind: 'messages', href: '/admin/sysxxfsjl/index', count: 3 },
  { kind: 'account', href: '/info/index' },
];

const meta = {
  title: 'Shell/WelcomePanel',
  component: WelcomePanel,
  args: {
    name: SEED_USER_INFO.sysUser.realname,
    salesName: SEED_USER_INFO.salesname,
    salesPhone: SEED_USER_INFO.salesPhone,
    shortcuts: SHORTCUTS,
    hour: 9,
  },
} satisfies Meta<typeof WelcomePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Good morning, Greta Hoffmann' })).toBeVisible();
    await expect(canvas.getByText('Li Wei')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+86 574 8765 4321' })).toHaveAttribute('href', 'tel:+8657487654321');
    await expect(canvas.getByRole('link', { name: /Messages.*3 unread/ })).toHaveAttribute('href', '/admin/sysxxfsjl/index');
  },
};

/** Tab walks the phone link and every shortcut in reading order, each with the focus ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: '+86 574 8765 4321' })).toHaveFocus());
    await userEvent.tab();
    const cart = canvas.getByRole('link', { name: 'Container cart' });
    await waitFor(() => expect(cart).toHaveFocus());
    await expect(getComputedStyle(cart).outlineStyle).toBe('solid');
    for (let step = 1; step < SHORTCUTS.length; step += 1) await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'User info' })).toHaveFocus());
  },
};

export const Evening: Story = {
  args: { hour: 20 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Good evening, Greta Hoffmann' })).toBeVisible();
  },
};

/** A FOB customer gets no pallet cart; the caller leaves the shortcut out. */
export const TradeModeFob: Story = {
  args: { shortcuts: SHORTCUTS.filter((shortcut) => shortcut.kind !== 'palletCart') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Pallet cart' })).toBeNull();
  },
};

export const NoSalesContact: Story = {
  args: { salesName: null, salesPhone: null, name: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(canvas.getByText('No sales contact is assigned yet.')).toBeVisible();
  },
};

/** A phone number from the server never becomes another kind of link. */
export const UnsafePhone: Story = {
  args: { salesPhone: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /javascript/ })).toBeNull();
    await expect(telHref('javascript:alert(1)')).toBeUndefined();
    await expect(within(canvasElement).getByText('javascript:alert(1)')).toBeVisible();
  },
};

/** The words of `element`'s text that the layout broke across two lines (a word's range then has two boxes). */
function splitWords(element: Element): string[] {
  const split: string[] = [];
  const range = document.createRange();
  const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    // A hyphen is a line break the language allows (`Container-` / `Warenkorb`), so it ends a word here.
    for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      if (range.getClientRects().length > 1) split.push(word[0]);
    }
  }
  return split;
}

/** German labels are long: a tile with an unread count puts the count on a line of its own, never splits a word. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Guten Morgen, Greta Hoffmann' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Paletten-Warenkorb' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Nachrichten.*3 ungelesen/ })).toBeVisible();
    for (const link of within(canvas.getByRole('navigation')).getAllByRole('link')) {
      await expect(splitWords(link), link.textContent ?? '').toEqual([]);
    }
  },
};
