/** AfterSalesForm styles: two columns of fields on wide screens, one on phones; previews as a wrapping strip. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.controlLg} * 7)), 1fr))`,
});
export const proofs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const previews = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const preview = style({
  inlineSize: `calc(${vars.size.controlLg} * 2)`,
  blockSize: `calc(${vars.size.controlLg} * 2)`,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
});
export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});
export const progressText = style({ display: 'flex', gap: vars.space.xs });
export const track = style({
  blockSize: vars.space.xs,
  background: vars.color.border,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});
export const bar = style({ blockSize: '100%', background: vars.color.primary });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const sent = style({ margin: 0, color: vars.color.text });
export const actions = style({ display: 'flex', gap: vars.space.sm });
