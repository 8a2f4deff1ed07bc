import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '@kontor/api/rules';
import type { ThemeName } from '@kontor/ui';
import { TopBar, type TopBarProps } from '@kontor/ui/shell/TopBar';
import { expectNothingMoves } from '../stays-put.js';

/** Holds the theme and language the way the app does, so a choice shows at once. */
function Stateful(props: TopBarProps) {
  const [theme, setTheme] = useState<ThemeName>(props.theme);
  const [language, setLanguage] = useState<Language>(props.language);
  return (
    <div style={{ height: 56 }}>
      <TopBar
        {...props}
        theme={theme}
        onThemeChange={(next) => {
          setTheme(next);
          props.onThemeChange(next);
        }}
        language={language}
        onLanguageChange={(next) => {
          setLanguage(next);
          props.onLanguageChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    collapsed: false,
    onToggleCollapse: fn(),
    themeColor: '#409EFF',
    onThemeColorChange: fn(),
    unreadCount: 3,
    onOpenMessages: fn(),
    todoCount: 1,
    onOpenTodos: fn(),
    errorCount: 0,
    onOpenErrorLog: fn(),
    onLock: fn(),
    theme: 'hey',
    onThemeChange: fn(),
    language: 'en',
    onLanguageChange: fn(),
    isFullscreen: false,
    onToggleFullscreen: fn(),
    user: { name: 'Greta Hoffmann' },
    onUserAction: fn(),
    onLogout: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: collapse, messages, lock and the theme chooser (the current theme checked). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fold the menu' }));
    await expect(args.onToggleCollapse).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Messages, 3 unread' }));
    await expect(args.onOpenMessages).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Lock the screen' }));
    await expect(args.onLock).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: Hey' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(10);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'VIP' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('vip');
    await expect(canvas.getByRole('button', { name: 'Theme: VIP' })).toBeVisible();
  },
};

/** Counts above the maximum show as 99+ (on a phone, the messages and to-dos summed on "More"). */
export const Badges99Plus: Story = {
  args: { unreadCount: 150, todoCount: 99, errorCount: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The wide bar's badges or the phone's one on "More", whichever the story's width shows.
    const shown = canvas.getAllByText('99+').filter((badge) => badge.checkVisibility());
    if (canvas.queryByRole('button', { name: 'More, 249 new' })) await expect(shown).toHaveLength(1);
    else {
      await expect(shown).toHaveLength(2);
      await expect(canvas.getByText('99')).toBeVisible();
    }
  },
};

/** Keyboard: the language menu offers DE, EN, CN, FR with the current one disabled. */
export const LanguageByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Language: English' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Deutsch' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('de');
  },
};

/** Log out asks first; Cancel keeps the session, Log out confirms. */
export const LogoutConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account of Greta Hoffmann' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Log out of the shop?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Account of Greta Hoffmann' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** The user dropdown's other entries report their action. */
export const UserMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account of Greta Hoffmann' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'User info' }));
    await expect(args.onUserAction).toHaveBeenCalledWith('info');
  },
};

/** Switched off in the layout settings: search, colour, log, lock, theme and full screen disappear. */
export const Reduced: Story = {
  args: { show: { color: false, log: false, lock: false, theme: false, fullscreen: false, collapse: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Lock the screen' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Theme/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Fold the menu' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
  },
};

/**
 * The top menu (from 1200 px): the areas that fit whole, then "More" with the others. A narrower window or a wider
 * sidebar moves areas under More; none is ever cut. Its behaviour is tested against the real shop at 1200 and
 * 1800 px (tests/e2e/admin.spec.ts), as the story tests run at a phone's width.
 */
export const TopMenu: Story = {
  args: {
    topMenu: [
      { id: 'welcome', label: 'Welcome', to: '/wel/index' },
      { id: 'shop', label: 'Shop', to: '/index' },
      { id: 'aftersales', label: 'After-sales', to: '/personal' },
      { id: 'messages', label: 'Messages', to: '/admin/sysxxfsjl/index' },
      { id: 'info', label: 'User info', to: '/info/index' },
      { id: 'admin', label: 'Administration', to: '/admin/user/index' },
      { id: 'tenants', label: 'Tenants and their sites', to: '/admin/tenant/index' },
      { id: 'site', label: 'Company website', to: '/myiframe/urlPath?src=https://example.com' },
    ],
  },
};

/** The bar as the server draws it (the name not yet read, an empty string), then with the name. */
function BarWhoseUserArrives(props: TopBarProps) {
  const [known, setKnown] = useState(false);
  return (
    <div style={{ inlineSize: '1280px' }}>
      <TopBar {...props} user={known ? props.user : { name: '' }} />
      <button type="button" onClick={() => setKnown(true)}>
        Read the session
      </button>
    </div>
  );
}

/** The user button holds the name's width while it loads: the badges and switches beside it stay put. */
export const UserArrivesInPlace: Story = {
  args: { user: { name: 'Margarethe von Hoffmannsthal-Eberlein' } },
  render: (args) => <BarWhoseUserArrives {...args} />,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar');
    await expectNothingMoves(bar, () => userEvent.click(within(canvasElement).getByRole('button', { name: 'Read the session' })));
    await expect(within(bar).getByTitle('Margarethe von Hoffmannsthal-Eberlein')).toBeVisible();
  },
};
