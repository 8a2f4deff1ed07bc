/** AccountPanel styles: the member's facts as a wrapping definition grid. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.controlLg} * 6)), 1fr))`,
  gap: vars.space.md,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
