/** CategoryFlyout styles: the levels' width and a wrapping label for long (German) category names. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const level = style({
  minWidth: `calc(${vars.space.xxl} * 5)`,
});

/** A leaf is a link (`<a>`) but reads as a menu entry: no underline. */
export const leaf = style({ textDecoration: 'none' });

export const label = style({
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

export const more = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
});
