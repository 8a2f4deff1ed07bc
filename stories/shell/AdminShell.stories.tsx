import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { defineMessages } from 'react-intl';
import { Page } from '@kontor/ui/Page';
import { TextField } from '@kontor/ui/TextField';
import { ShellPreview } from '../../packages/shop-app/src/shell/ShellPreview.js';
import { store } from '../../packages/shop-app/src/state/store.js';
import { languageAtom, layoutSwitchesAtom, themeColorAtom, themeNameAtom } from '../../packages/shop-app/src/state/settings.js';
import { resetTagsAtom } from '../../packages/shop-app/src/state/tabs.js';
import { todoCountAtom, unreadCountAtom } from '../../packages/shop-app/src/state/badges.js';
import { http, HttpResponse } from 'msw';
import type { Language } from '@kontor/api/rules';
import type { ThemeName } from '@kontor/ui/provider';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const titles = defineMessages({ home: { id: 'shell.tabs.home', defaultMessage: 'Home' } });

/** Stand-in pages: the shell is what this story shows; the server menu names the pages without a title. */
const PAGES = [
  { path: '/wel/index', layout: 'admin' as const, title: titles.home, element: <Page title="Welcome" />, screen: async () => ({ default: () => null }) },
  {
    path: '/info/index',
    layout: 'admin' as const,
    element: (
      <Page title="/info/index">
        <TextField label="Note" />
      </Page>
    ),
    screen: async () => ({ default: () => null }),
  },
  ...['/index', '/product', '/shopping', '/pallet', '/personal', '/admin/sysxxfsjl/index'].map((path) => ({
    path,
    layout: 'admin' as const,
    element: <Page title={path} />,
    screen: async () => ({ default: () => null }),
  })),
];

const meta = {
  title: 'Screens/AdminShell',
  component: ShellPreview,
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
  args: { pages: PAGES, path: '/wel/index' },
  // The shell carries its own provider (fed by the app's settings atoms): take the toolbar's language and theme.
  beforeEach({ globals }) {
    store.set(languageAtom, (globals.language as Language | undefined) ?? 'en');
    store.set(themeNameAtom, (globals.theme as ThemeName | undefined) ?? 'hey');
    store.set(themeColorAtom, '#409EFF');
    store.set(resetTagsAtom);
    store.set(layoutSwitchesAtom, { showTag: true, showSearch: true, showMenu: true, showDebug: true, showLock: true, showTheme: true, showColor: true, showFullScren: true, showCollapse: true });
    store.set(unreadCountAtom, 3);
    store.set(todoCountAtom, 0);
  },
} satisfies Meta<typeof ShellPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server menu in the sidebar; a page opened from it gets a tab; the language switches in place. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Shop' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Container cart' }));
    const tab = await canvas.findByRole('tab', { name: 'Container cart' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The administration branch needs ROLE_ADMIN, which the buyer lacks.
    await expect(within(nav).queryByRole('button', { name: 'Administration' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await expect(await within(nav).findByRole('link', { name: 'Containerwarenkorb' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Containerwarenkorb' })).toHaveAttribute('aria-selected', 'true'));
    // The home tab takes the menu's name for /wel/index, in German too.
    await expect(canvas.getByRole('tab', { name: 'Willkommen' })).toBeVisible();
  },
};

/** Theme and colour apply to the page at once. */
export const ThemeSwitch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: Hey' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Renren' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('theme-renren'));
    await expect(canvas.getByRole('button', { name: 'Theme: Renren' })).toBeVisible();
  },
};

/** Menu search by keyboard: a prefix of a label in the current language, Enter opens it as a tab. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByRole('navigation', { name: 'Main menu' })).findByRole('link', { name: 'Welcome' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search the menu' }));
    await userEvent.keyboard('pal');
    await expect(await screen.findByRole('option', { name: 'Pallet cart' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findByRole('heading', { name: '/pallet' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Pallet cart' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** No menu for this account: the sidebar shows its tip. */
export const EmptyMenu: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/admin/menu/tree', () => HttpResponse.json({ code: 0, msg: null, data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No menu yet/)).toBeVisible();
  },
};

/** Many unread messages: the badge shows 99+. */
export const ManyUnread: Story = {
  beforeEach() {
    store.set(unreadCountAtom, 240);
    store.set(todoCountAtom, 100);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Messages, 240 unread' })).toBeVisible();
    // The bell's and the to-do list's badges (a phone's width shows their sum on "More" instead).
    await expect(canvas.getAllByText('99+').filter((badge) => badge.checkVisibility())).toHaveLength(2);
  },
};

/** Switching tabs keeps each open page as it was: text typed on one page is still there after a visit to another. */
export const KeepsTypedText: Story = {
  args: { path: '/info/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('tablist', { name: 'Open pages' });
    // The page's tab is named by the server menu, so it appears once the menu has loaded.
    await waitFor(() => expect(within(tabs).getAllByRole('tab')).toHaveLength(2));
    const infoTab = within(tabs).getByRole('tab', { selected: true });
    await expect(infoTab).not.toHaveAccessibleName('Welcome');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Note' }), 'Bitte bis Freitag liefern');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Welcome' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Note' })).toBeNull();
    await userEvent.click(infoTab);
    await expect(await canvas.findByRole('textbox', { name: 'Note' })).toHaveValue('Bitte bis Freitag liefern');
    // Only the shown page is in the page: one main content area, the hidden page out of the tab order.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};
