/** theme-renren: the logo block in the theme colour, a slate sidebar, the active item darker slate with white text. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { activeBarShadow, themeTokens } from '../base.js';
import { themeSelector, type ThemeName } from '../themes.js';

export const themeName = 'renren' satisfies ThemeName;

createGlobalTheme(themeSelector(themeName), vars, themeTokens({
  backdrop: '#f0f2f5',
  headerBg: '#ffffff',
  headerText: '#303133',
  logoBg: vars.color.primaryStrong,
  logoText: vars.color.primaryContrast,
  sidebarBg: '#263238',
  sidebarText: '#8e9aa1',
  activeBg: '#2b373d',
  activeText: '#ffffff',
  activeBar: vars.color.primary,
  activeBarShadow: activeBarShadow('left', '3px', vars.color.primary),
  tabsBg: '#ffffff',
  tabsText: '#5c5e66',
  tabsActiveBg: vars.color.primarySoft,
  tabsActiveText: vars.color.primaryText,
  tabsBorder: '#e4e7ed',
  headerFocusRing: vars.color.focusRing,
  sidebarFocusRing: '#ffffff',
}));
