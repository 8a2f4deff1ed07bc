/** theme-d2: D2Admin's pale blue-grey header and sidebar; the active item half-white with text in the theme colour. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { themeTokens } from '../base.js';
import { themeSelector, type ThemeName } from '../themes.js';

export const themeName = 'd2' satisfies ThemeName;

createGlobalTheme(themeSelector(themeName), vars, themeTokens({
  backdrop: '#ebf1f6',
  headerBg: '#ebf1f6',
  headerText: '#303133',
  logoBg: '#ebf1f6',
  logoText: '#303133',
  sidebarBg: '#ebf1f6',
  sidebarText: '#606266',
  activeBg: 'rgba(255, 255, 255, 0.5)',
  activeText: vars.color.primaryText,
  activeBar: vars.color.primary,
  activeBarShadow: 'none',
  tabsBg: '#ebf1f6',
  tabsText: '#5c5e66',
  tabsActiveBg: '#ffffff',
  tabsActiveText: vars.color.primaryText,
  tabsBorder: '#d5dde5',
  headerFocusRing: vars.color.focusRing,
  sidebarFocusRing: vars.color.focusRing,
}));
