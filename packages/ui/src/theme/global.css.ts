/** Document-level styles every theme shares: font, colours of the page, reduced motion. */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('body', { margin: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
