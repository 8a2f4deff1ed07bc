/** ProductLogistics styles: three groups side by side on wide screens, stacked on phones; figures in tabular numbers. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'grid', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.space.xxl} * 7)), 1fr))`,
});
export const group = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const list = style({ margin: 0, display: 'grid', gap: vars.space.xxs });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderBlockEnd: `${vars.border.width} dashed ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.textMuted, flex: '1 1 auto', minWidth: 0 });
export const value = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  whiteSpace: 'nowrap',
});
