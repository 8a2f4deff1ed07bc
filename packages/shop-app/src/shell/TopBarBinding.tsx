/** The top bar bound to the app: display settings, badges, menu search, error log, lock, full screen, user and logout. */
import { useCallback, useMemo, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useNavigate } from '../router/index.js';
import { DEFAULT_THEME_COLOR } from '@kontor/api/rules';
import { useHydrated } from '@kontor/ui/Form';
import { DEFAULT_THEME, LOCALE_TAGS } from '@kontor/ui/provider';
import { MenuSearch } from '@kontor/ui/shell/MenuSearch';
import { TopBar, type UserAction } from '@kontor/ui/shell/TopBar';
import { useSessionActions } from '../session/actions.js';
import { useUser } from '../session/useUser.js';
import { todoCountAtom, unreadCountAtom } from '../state/badges.js';
import { languageAtom, layoutSwitchesAtom, themeColorAtom, themeNameAtom } from '../state/settings.js';
import { errorLogAtom } from './error-log.js';
import { searchMenu, type ShellMenuItem } from './menu-rules.js';
import { useFullscreen } from './useFullscreen.js';

export const MESSAGES_PATH = '/admin/sysxxfsjl/index';

export interface TopBarBindingProps {
  menu: readonly ShellMenuItem[];
  /** Folded by the user or by a narrow screen. */
  collapsed: boolean;
  onToggleCollapse: () => void;
  onOpenErrorLog: () => void;
  onOpenSettings: () => void;
  onLock: () => void;
}

/** The top menu: each top-level entry leads to itself, or a group to its first page. */
function firstPage(item: ShellMenuItem): string {
  return item.children.length > 0 ? firstPage(item.children[0]!) : item.to;
}

export function TopBarBinding({ menu, collapsed, onToggleCollapse, onOpenErrorLog, onOpenSettings, onLock }: TopBarBindingProps) {
  const navigate = useNavigate();
  const [language, setLanguage] = useAtom(languageAtom);
  const [storedTheme, setTheme] = useAtom(themeNameAtom);
  const [storedColor, setThemeColor] = useAtom(themeColorAtom);
  const switches = useAtomValue(layoutSwitchesAtom);
  const unread = useAtomValue(unreadCountAtom);
  const todo = useAtomValue(todoCountAtom);
  const storedErrors = useAtomValue(errorLogAtom);
  // The bar as the server drew it (no storage there) until hydrated, then the tab's theme, colour and error log.
  const hydrated = useHydrated();
  const theme = hydrated ? storedTheme : DEFAULT_THEME;
  const themeColor = hydrated ? storedColor : DEFAULT_THEME_COLOR;
  const errorCount = hydrated ? storedErrors.length : 0;
  const { user } = useUser();
  const session = useSessionActions();
  const fullscreen = useFullscreen();
  const [query, setQuery] = useState('');
  // Kept between renders: a theme or colour switch re-renders the bar, and new lists would make the search's and
  // the top menu's collections rebuild for nothing.
  const results = useMemo(() => searchMenu(menu, query, LOCALE_TAGS[language]), [menu, query, language]);
  const topMenu = useMemo(() => menu.map((item) => ({ id: item.id, label: item.label, to: firstPage(item) })), [menu]);

  // Kept between renders too: with the same callbacks and search element, the bar's memoised parts (search, top
  // menu, badges, user menu) skip the re-render of a theme or colour switch.
  const userAction = useCallback(
    (action: UserAction) => {
      if (action === 'home') void navigate('/');
      else if (action === 'info') void navigate('/info/index');
      else onOpenSettings();
    },
    [navigate, onOpenSettings],
  );
  const openMessages = useCallback(() => void navigate(MESSAGES_PATH), [navigate]);
  const logout = useCallback(() => session.logout(), [session]);
  const search = useMemo(
    () => <MenuSearch query={query} onQueryChange={setQuery} results={results} onSelect={(result) => void navigate(result.to)} />,
    [query, results, navigate],
  );
  const name = user?.sysUser?.realname || user?.sysUser?.username || '';
  const avatar = user?.sysUser?.avatar ?? undefined;
  const shownUser = useMemo(() => ({ name, avatar }), [name, avatar]);
  const show = useMemo(
    () => ({
      collapse: switches.showCollapse,
      search: switches.showSearch,
      topMenu: switches.showMenu,
      color: switches.showColor,
      log: switches.showDebug,
      lock: switches.showLock,
      theme: switches.showTheme,
      fullscreen: switches.showFullScren,
    }),
    [switches],
  );

  return (
    <TopBar
      show={show}
      collapsed={collapsed}
      onToggleCollapse={onToggleCollapse}
      search={search}
      topMenu={topMenu}
      themeColor={themeColor}
      onThemeColorChange={setThemeColor}
      unreadCount={unread}
      onOpenMessages={openMessages}
      todoCount={todo}
      onOpenTodos={openMessages}
      errorCount={errorCount}
      onOpenErrorLog={onOpenErrorLog}
      onLock={onLock}
      theme={theme}
      onThemeChange={setTheme}
      language={language}
      onLanguageChange={setLanguage}
      isFullscreen={fullscreen.isFullscreen}
      onToggleFullscreen={fullscreen.toggle}
      user={shownUser}
      onUserAction={userAction}
      onLogout={logout}
    />
  );
}
