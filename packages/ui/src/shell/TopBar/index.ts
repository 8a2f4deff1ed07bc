export { TopBar, THEME_COLOR_PRESETS, type TopBarProps, type TopBarShow } from './TopBar.js';
export type { TopMenuEntry } from './types.js';
export { UserMenu, type UserAction, type UserMenuProps } from './UserMenu.js';
export { messages as topBarMessages } from './TopBar.messages.js';
