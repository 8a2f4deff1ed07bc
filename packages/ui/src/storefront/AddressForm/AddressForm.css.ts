/** AddressForm styles: two columns of fields on wide screens, one on phones; options and windows below. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: `calc(${vars.space.xxl} * 16)`,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.controlLg} * 7)), 1fr))`,
});
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
});
export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
