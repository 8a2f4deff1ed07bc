/** The avue "default" theme: white header, dark sidebar, near-black active item with a 4px primary bar on the left. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { activeBarShadow, themeTokens } from '../base.js';
import { themeSelector, type ThemeName } from '../themes.js';

export const themeName = 'default' satisfies ThemeName;

createGlobalTheme(themeSelector(themeName), vars, themeTokens({
  backdrop: '#f0f2f5',
  headerBg: '#ffffff',
  headerText: '#303133',
  logoBg: '#20222a',
  logoText: '#ffffff',
  sidebarBg: '#20222a',
  sidebarText: 'hsla(0, 0%, 100%, 0.7)',
  activeBg: 'rgba(0, 0, 0, 0.8)',
  activeText: '#ffffff',
  activeBar: vars.color.primary,
  activeBarShadow: activeBarShadow('left', '4px', vars.color.primary),
  tabsBg: '#ffffff',
  tabsText: '#5c5e66',
  tabsActiveBg: vars.color.primarySoft,
  tabsActiveText: vars.color.primaryText,
  tabsBorder: '#e4e7ed',
  headerFocusRing: vars.color.focusRing,
  sidebarFocusRing: '#ffffff',
}));
