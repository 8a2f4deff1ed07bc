/** theme-hey (the default): white header and sidebar, a pale-blue active item with its bar on the right. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { activeBarShadow, themeTokens } from '../base.js';
import { themeSelector, type ThemeName } from '../themes.js';

export const themeName = 'hey' satisfies ThemeName;

createGlobalTheme(themeSelector(themeName), vars, themeTokens({
  backdrop: '#f0f2f5',
  headerBg: '#ffffff',
  headerText: '#303133',
  logoBg: '#ffffff',
  logoText: '#303133',
  sidebarBg: '#ffffff',
  sidebarText: 'rgba(49, 58, 70, 0.8)',
  activeBg: vars.color.primarySoft,
  activeText: vars.color.primaryText,
  activeBar: vars.color.primary,
  activeBarShadow: activeBarShadow('right', '3px', vars.color.primary),
  tabsBg: '#ffffff',
  tabsText: '#5c5e66',
  tabsActiveBg: vars.color.primarySoft,
  tabsActiveText: vars.color.primaryText,
  tabsBorder: '#e4e7ed',
  headerFocusRing: vars.color.focusRing,
  sidebarFocusRing: vars.color.focusRing,
}));
