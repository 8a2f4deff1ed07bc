import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Sidebar, type SidebarItem } from '@kontor/ui/shell/Sidebar';

const item = (id: string, label: string, to: string, icon?: string, children: SidebarItem[] = []): SidebarItem => ({
  id, label, to, children, ...(icon ? { icon } : {}),
});

const MENU: SidebarItem[] = [
  item('1', 'Welcome', '/wel/index', 'icon-home'),
  item('10', 'Shop', '/shop', 'icon-shop', [
    item('11', 'Recommendations', '/index', 'icon-recommend'),
    item('13', 'Container cart', '/shopping', 'icon-cart'),
    item('14', 'Pallet cart', '/pallet', 'icon-pallet'),
  ]),
  item('30', 'Messages', '/admin/sysxxfsjl/index', 'icon-message'),
  item('60', 'Company website', '/myiframe/urlPath?src=https%3A%2F%2Fwww.example.com%2Fkontor&name=Company+website', 'icon-link'),
];

const GERMAN: SidebarItem[] = [
  item('1', 'Willkommen', '/wel/index', 'icon-home'),
  item('10', 'Shop', '/shop', 'icon-shop', [
    item('13', 'Containerwarenkorb', '/shopping', 'icon-cart'),
    item('15', 'Persönlicher Bereich', '/personal', 'icon-user'),
  ]),
  item('20', 'Kundendienst', '/service', 'icon-service', [item('21', 'Serviceanfragen und Ersatzteilbestellungen', '/partsService', 'icon-tool')]),
];

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: { items: MENU, activePath: '/shopping' },
  decorators: [(Story) => <div style={{ width: 200, minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current page is marked; its group starts open; a group folds by pointer and by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Container cart' })).toHaveAttribute('aria-current', 'page');
    const shop = canvas.getByRole('button', { name: 'Shop' });
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(shop);
    await expect(canvas.queryByRole('link', { name: 'Container cart' })).toBeNull();
    shop.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Pallet cart' })).toHaveAttribute('href', '/pallet');
    await expect(canvas.getByRole('link', { name: 'Company website' }).getAttribute('href')).toMatch(/^\/myiframe\/urlPath\?src=https/);
  },
};

/** Collapsed: icons only, still named; a group opens its pages as a menu. */
export const Collapsed: Story = {
  args: { collapsed: true },
  decorators: [(Story) => <div style={{ width: 64 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Welcome' })).toBeVisible();
    canvas.getByRole('button', { name: 'Shop' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    const pallet = within(menu).getByRole('menuitem', { name: 'Pallet cart' });
    await expect(pallet).toBeVisible();
    // Its entries are links that look as menu items do, not as the browser draws a link.
    await expect(getComputedStyle(pallet).textDecorationLine).toBe('none');
    await userEvent.keyboard('{Escape}');
  },
};

/** No menu for this account: a tip instead of an empty column. */
export const EmptyMenu: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No menu yet');
  },
};

/** The menu could not be loaded: said as such (not "no menu yet"), with a way to ask again. */
export const LoadFailed: Story = {
  args: { items: [], loadFailed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The menu could not be loaded.');
    await expect(canvas.queryByText(/No menu yet/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** German labels wrap inside the 200 px column instead of being cut. */
export const LongGermanLabels: Story = {
  globals: { language: 'de' },
  args: { items: GERMAN, activePath: '/partsService' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Serviceanfragen und Ersatzteilbestellungen' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
    await expect(canvas.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  },
};
