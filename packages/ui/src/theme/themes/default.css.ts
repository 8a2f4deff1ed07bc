/** The avue "default" theme: white header, dark sidebar, dark active item with a primary bar. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.js';
import { baseColors, baseTokens } from '../base.js';

export const defaultClass = 'default';

createGlobalTheme(`:root.${defaultClass}`, vars, {
  ...baseTokens,
  color: { ...baseColors },
  shell: {
    headerBg: '#ffffff',
    headerText: '#303133',
    sidebarBg: '#20222a',
    sidebarText: 'hsla(0, 0%, 100%, 0.7)',
    activeBg: 'rgba(0, 0, 0, 0.8)',
    activeText: '#ffffff',
    activeBar: vars.color.primary,
    tabsBg: '#ffffff',
    tabsText: '#606266',
  },
});
