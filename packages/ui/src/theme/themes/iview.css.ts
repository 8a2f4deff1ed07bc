/** theme-iview: white header, iView's navy sidebar, the active item in the theme colour on near-black, a grey tabs bar. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { themeTokens } from '../base.js';
import { themeSelector, type ThemeName } from '../themes.js';

export const themeName = 'iview' satisfies ThemeName;

createGlobalTheme(themeSelector(themeName), vars, themeTokens({
  backdrop: '#f0f2f5',
  headerBg: '#ffffff',
  headerText: '#303133',
  logoBg: '#002140',
  logoText: '#ffffff',
  sidebarBg: '#001529',
  sidebarText: 'hsla(0, 0%, 100%, 0.65)',
  activeBg: '#000c17',
  activeText: vars.color.primary,
  activeBar: vars.color.primary,
  activeBarShadow: 'none',
  tabsBg: '#f0f0f0',
  tabsText: '#5c5e66',
  tabsActiveBg: '#ffffff',
  tabsActiveText: vars.color.primaryText,
  tabsBorder: '#e0e0e0',
  headerFocusRing: vars.color.focusRing,
  sidebarFocusRing: '#ffffff',
}));
