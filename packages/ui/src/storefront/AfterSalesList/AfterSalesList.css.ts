/** AfterSalesList styles: the filter above one wrapped line per request. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});
export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const status = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const empty = style({ color: vars.color.textMuted, margin: 0 });
