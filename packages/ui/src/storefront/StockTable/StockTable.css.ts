/** StockTable styles: a compact table with tabular figures, and a status line that carries an icon and words. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'grid', gap: vars.space.xs });
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});
export const available = style({ color: vars.color.success });
export const soldOut = style({ color: vars.color.danger });
export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });
export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  paddingBlockEnd: vars.space.xxs,
});
export const head = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBlockEnd: `${vars.border.width} solid ${vars.color.border}`,
  paddingBlock: vars.space.xxs,
});
export const label = style({ textAlign: 'start', fontWeight: vars.fontWeight.regular, color: vars.color.text, paddingBlock: vars.space.xxs });
export const cell = style({ paddingBlock: vars.space.xxs, color: vars.color.text });
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const later = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
