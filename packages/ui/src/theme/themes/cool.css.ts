/** theme-cool: a sky-blue gradient header (darkened from #25aff3→#008ad3 so white text reads at 4.5:1), white sidebar, pale-blue active item. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { activeBarShadow, themeTokens } from '../base.js';
import { themeSelector, type ThemeName } from '../themes.js';

export const themeName = 'cool' satisfies ThemeName;

createGlobalTheme(themeSelector(themeName), vars, themeTokens({
  backdrop: '#f0f2f5',
  headerBg: 'linear-gradient(120deg, #1b7eaf, #007cbe)',
  headerText: '#ffffff',
  logoBg: 'linear-gradient(120deg, #1b7eaf, #007cbe)',
  logoText: '#ffffff',
  sidebarBg: '#ffffff',
  sidebarText: '#000000',
  activeBg: '#e5f1fb',
  activeText: '#1873a0',
  activeBar: '#25aff3',
  activeBarShadow: activeBarShadow('left', '3px', '#25aff3'),
  tabsBg: '#ffffff',
  tabsText: '#5c5e66',
  tabsActiveBg: '#e5f1fb',
  tabsActiveText: '#1873a0',
  tabsBorder: '#e4e7ed',
  headerFocusRing: '#ffffff',
  sidebarFocusRing: '#1873a0',
}));
