export { MainHeader, MAIN_HEADER_HREFS, useCollapsiblePanel, type MainHeaderProps } from './MainHeader.js';
export { HeaderControlPlaceholder, MainHeaderPlaceholder } from './MainHeaderPlaceholder.js';
export { LanguageMenu, LANGUAGE_ENDONYMS, SWITCH_ORDER, type LanguageMenuProps } from './LanguageMenu.js';
export { TradeModeSwitch, type TradeModeEntry, type TradeModeSwitchProps } from './TradeModeSwitch.js';
export { UserMenu, type UserMenuLink, type UserMenuProps } from './UserMenu.js';
