/** theme-hey (the default): white header and sidebar, light-blue active item with a bar on the right. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { baseColors, baseTokens } from '../base.js';

export const heyClass = 'theme-hey';

createGlobalTheme(`:root.${heyClass}`, vars, {
  ...baseTokens,
  color: { ...baseColors },
  shell: {
    headerBg: '#ffffff',
    headerText: '#303133',
    sidebarBg: '#ffffff',
    sidebarText: 'rgba(49, 58, 70, 0.8)',
    activeBg: '#f0f6ff',
    activeText: '#1f6fd1',
    activeBar: vars.color.primary,
    tabsBg: '#ffffff',
    tabsText: '#606266',
  },
});
