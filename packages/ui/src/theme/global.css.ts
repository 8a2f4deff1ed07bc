/** Document-level styles every theme shares: font and colours of the page, box sizing, reduced motion. */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

globalStyle('html', {
  colorScheme: 'light',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('body', { margin: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// Users who ask for less motion get state changes without animation.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});
