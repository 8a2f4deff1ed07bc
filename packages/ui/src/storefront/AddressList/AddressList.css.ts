/** AddressList styles: one card per address in a responsive grid; facts as a definition list; actions in a row. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { pairs, pairsContainer } from '../../styles/records.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.controlLg} * 9)), 1fr))`,
});
/** The card is the box its facts measure: side by side on a wide card, stacked on a phone's. */
export const card = style([
  pairsContainer,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    blockSize: '100%',
    boxSizing: 'border-box',
  },
]);
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'baseline',
  justifyContent: 'space-between',
});
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const tag = style({
  fontSize: vars.fontSize.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryText,
});
export const facts = style([pairs, { fontSize: vars.fontSize.sm }]);
/** The rows only group a term with its value; the grid lays out the terms and values themselves. */
export const factRow = style({ display: 'contents' });
globalStyle(`${facts} dd`, { color: vars.color.text });
export const state = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  display: 'flex',
  gap: vars.space.xxs,
  alignItems: 'flex-start',
});
/**
 * The state's icon keeps its size however long the message beside it, and sits on the message's first line: its
 * box is one line tall and the (square) glyph is drawn in its middle.
 */
export const stateIcon = style({ flexShrink: 0, width: vars.size.iconSm, height: '1lh' });
export const incomplete = style({ color: vars.color.danger });
export const ready = style({ color: vars.color.success });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBlockStart: 'auto',
});
export const empty = style({ margin: 0, color: vars.color.textMuted });
