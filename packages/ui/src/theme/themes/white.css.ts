/** theme-white: the header in the theme colour (its AA fill) with white text, a white sidebar, active items filled in the theme colour. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { themeTokens } from '../base.js';
import { themeSelector, type ThemeName } from '../themes.js';

export const themeName = 'white' satisfies ThemeName;

createGlobalTheme(themeSelector(themeName), vars, themeTokens({
  backdrop: '#f0f2f5',
  headerBg: vars.color.primaryStrong,
  headerText: vars.color.primaryContrast,
  logoBg: vars.color.primaryStrong,
  logoText: vars.color.primaryContrast,
  sidebarBg: '#ffffff',
  sidebarText: '#666666',
  activeBg: vars.color.primaryStrong,
  activeText: vars.color.primaryContrast,
  activeBar: vars.color.primaryStrong,
  activeBarShadow: 'none',
  tabsBg: '#ffffff',
  tabsText: '#5c5e66',
  tabsActiveBg: vars.color.primarySoft,
  tabsActiveText: vars.color.primaryText,
  tabsBorder: '#e4e7ed',
  headerFocusRing: vars.color.primaryContrast,
  sidebarFocusRing: vars.color.focusRing,
}));
