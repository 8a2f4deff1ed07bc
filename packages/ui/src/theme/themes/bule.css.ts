/** theme-bule ("blue smart factory"): factory blue #004ca7 header and sidebar with white items. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { activeBarShadow, themeTokens } from '../base.js';
import { themeSelector, type ThemeName } from '../themes.js';

export const themeName = 'bule' satisfies ThemeName;

createGlobalTheme(themeSelector(themeName), vars, themeTokens({
  backdrop: '#f0f2f5',
  headerBg: '#004ca7',
  headerText: '#ffffff',
  logoBg: '#004ca7',
  logoText: '#ffffff',
  sidebarBg: '#004ca7',
  sidebarText: '#ffffff',
  activeBg: 'rgba(0, 0, 0, 0.2)',
  activeText: '#ffffff',
  activeBar: '#ffffff',
  activeBarShadow: activeBarShadow('left', '4px', '#ffffff'),
  tabsBg: '#ffffff',
  tabsText: '#5c5e66',
  tabsActiveBg: '#004ca7',
  tabsActiveText: '#ffffff',
  tabsBorder: '#e4e7ed',
  headerFocusRing: '#ffffff',
  sidebarFocusRing: '#ffffff',
}));
