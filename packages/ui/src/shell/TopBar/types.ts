/** The top bar's props, and the parts of it the layout settings panel switches (all shown by default). */
import type { ReactNode } from 'react';
import type { Language } from '@kontor/api/rules';
import type { ThemeName } from '../../theme/themes.js';
import type { UserAction } from './UserMenu.js';

/** The parts of the top bar the layout settings panel switches (all shown by default). */
export interface TopBarShow {
  collapse: boolean;
  search: boolean;
  topMenu: boolean;
  color: boolean;
  log: boolean;
  lock: boolean;
  theme: boolean;
  fullscreen: boolean;
}

/** An area of the top menu: its label and the path it opens. */
export interface TopMenuEntry {
  id: string;
  label: string;
  to: string;
}

export interface TopBarProps {
  show?: Partial<TopBarShow>;
  collapsed: boolean;
  onToggleCollapse: () => void;
  /** The MenuSearch element. */
  search?: ReactNode;
  /** Top-level menu entries for the top menu (wide screens); those that do not fit are under "More". */
  topMenu?: readonly TopMenuEntry[];
  themeColor: string;
  onThemeColorChange: (hex: string) => void;
  unreadCount: number;
  onOpenMessages: () => void;
  todoCount: number;
  onOpenTodos: () => void;
  errorCount: number;
  onOpenErrorLog: () => void;
  onLock: () => void;
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
  user: { name: string; avatar?: string | undefined };
  onUserAction: (action: UserAction) => void;
  onLogout: () => unknown;
}
