/** CategoryFlyout styles: the levels' width, a wrapping label for long (German) category names, a phone's back item. */
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

/** A phone's way back up one level: the first item of a drilled-down level. */
export const back = style({ gap: vars.space.xs, color: vars.color.primaryText, fontWeight: vars.fontWeight.medium });

export const backIcon = style({ width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });

export const more = style({
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
});
