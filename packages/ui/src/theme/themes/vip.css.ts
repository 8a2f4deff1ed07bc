/** theme-vip: dark header and sidebar with gold items; the active item is gold on near-black. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { activeBarShadow, themeTokens } from '../base.js';
import { themeSelector, type ThemeName } from '../themes.js';

export const themeName = 'vip' satisfies ThemeName;

createGlobalTheme(themeSelector(themeName), vars, themeTokens({
  backdrop: '#f0f2f5',
  headerBg: '#20222a',
  headerText: '#f6ca9d',
  logoBg: '#20222a',
  logoText: '#f6ca9d',
  sidebarBg: '#20222a',
  sidebarText: 'rgba(246, 202, 157, 0.7)',
  activeBg: 'rgba(0, 0, 0, 0.8)',
  activeText: '#f6ca9d',
  activeBar: '#f6ca9d',
  activeBarShadow: activeBarShadow('left', '4px', '#f6ca9d'),
  tabsBg: '#ffffff',
  tabsText: '#5c5e66',
  tabsActiveBg: '#20222a',
  tabsActiveText: '#f6ca9d',
  tabsBorder: '#e4e7ed',
  headerFocusRing: '#f6ca9d',
  sidebarFocusRing: '#f6ca9d',
}));
