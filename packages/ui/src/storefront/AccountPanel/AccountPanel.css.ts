/** AccountPanel styles: the region around the member's facts (the grid is FactGrid's). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

/** Further account parts (the password change), a clear step below the facts. */
export const more = style({ marginBlockStart: vars.space.lg, minWidth: 0 });
