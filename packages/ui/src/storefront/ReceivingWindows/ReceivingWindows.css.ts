/** ReceivingWindows styles: one row per window (weekday, from, until, remove) that wraps on phones; a summary list. */
import { style } from '@vanilla-extract/css';
import { PHONE_MEDIA } from '../../styles/layout.js';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `${vars.border.width} solid ${vars.color.border}`,
});
// On a phone the weekday takes its own line, the times share the next.
export const weekday = style({ flex: `1 1 calc(${vars.size.controlLg} * 4)`, '@media': { [PHONE_MEDIA]: { flexBasis: '100%' } } });
export const time = style({ flex: `0 1 calc(${vars.size.controlLg} * 3)` });
/** Lines the remove button up with the fields, below their labels. */
export const remove = style({ alignSelf: 'flex-end' });
export const add = style({ alignSelf: 'flex-start' });
export const summary = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});
export const summaryLine = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const day = style({
  minInlineSize: `calc(${vars.size.controlLg} * 3)`,
  color: vars.color.textMuted,
});
export const times = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.text });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
