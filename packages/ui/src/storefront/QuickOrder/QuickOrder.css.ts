/** QuickOrder styles: the box beside the CSV drop zone, then the checked lines as a dense table and the add bar. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';
import { CARD_MIN_WIDTH } from '../../styles/layout.js';

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const head = style({ display: 'grid', gap: vars.space.xs });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const inputs = style({
  display: 'grid',
  gap: vars.space.lg,
  // Side by side where two cards fit, the drop zone under the box on a phone.
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${CARD_MIN_WIDTH}), 1fr))`,
  alignItems: 'start',
});
export const box = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const textField = style({});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const csv = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `calc(${vars.border.width} * 2) dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
export const zoneIcon = style({ width: vars.size.iconLg, height: vars.size.iconLg, color: vars.color.textMuted });
export const zoneLabel = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const hint = style({ fontSize: vars.fontSize.sm });

const message = { margin: 0, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.md } as const;
export const alert = style({ ...message, background: vars.color.dangerSoft, color: vars.color.text, borderInlineStart: `calc(${vars.border.width} * 4) solid ${vars.color.danger}` });
export const success = style({ ...message, background: vars.color.successSoft, color: vars.color.text, borderInlineStart: `calc(${vars.border.width} * 4) solid ${vars.color.success}` });
export const note = style({ ...message, background: vars.color.infoSoft, color: vars.color.text });

export const result = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const summary = style({ margin: 0, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const tableWrap = style({ overflowX: 'auto', border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, color: vars.color.text });
export const caption = style({ textAlign: 'start', padding: vars.space.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
export const row = style({
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
  selectors: { '&[data-status="error"]': { background: vars.color.dangerSoft } },
});
export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const sku = style({ display: 'block', fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
export const name = style({ display: 'block', color: vars.color.textMuted });
const cellStatus = { display: 'inline-flex', alignItems: 'flex-start', gap: vars.space.xs } as const;
export const problem = style({ ...cellStatus, color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const ready = style({ ...cellStatus, color: vars.color.text });
export const merged = style({ ...cellStatus, color: vars.color.textMuted });
export const mergedFrom = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
// The icon sits on the first line of a wrapped message.
export const icon = style({ flexShrink: 0, width: vars.size.iconSm, height: vars.size.iconSm, marginBlockStart: vars.space.xxs });
export const addBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, verticalAlign: 'top', textAlign: 'start' });
globalStyle(`${table} th`, { fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, whiteSpace: 'nowrap' });
// The numeric columns keep their end alignment over the cells' default.
globalStyle(`${table} ${numeric}`, { textAlign: 'end' });
globalStyle(`${problem} ${icon}`, { color: vars.color.danger });
globalStyle(`${ready} ${icon}`, { color: vars.color.success });
// SKUs line up in the box as in a sheet; it shows about eight lines before it scrolls.
globalStyle(`${textField} textarea`, { fontFamily: vars.font.mono, minBlockSize: `calc(4 * ${vars.size.controlLg})`, resize: 'vertical' });
