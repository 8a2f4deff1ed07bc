/** OrderDetail styles: facts in a responsive grid, actions in a row, lines as a plain table. */
import { globalStyle, style } from '@vanilla-extract/css';
import { PHONE_MEDIA } from '../../styles/layout.js';
import { vars } from '../../theme/contract.css.js';

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxl} * 5), 1fr))`,
  gap: vars.space.sm,
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
globalStyle(`${fact} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const lines = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, color: vars.color.text });
globalStyle(`${lines} td, ${lines} th`, {
  padding: vars.space.xs,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  textAlign: 'start',
});

export const muted = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
globalStyle(`${lines} td${number}`, { textAlign: 'end' });

// On a phone a line takes two rows (art. no. and name; quantity, amount and the after-sales link), so the table
// never runs wider than the screen however long the name or its language's words. The body holds the columns and
// every line takes them as a subgrid, so names, amounts and links start at the same x on all lines (a browser
// without subgrid sizes each line on its own, as before).
globalStyle(`${lines}`, { '@media': { [PHONE_MEDIA]: { display: 'block' } } });
globalStyle(`${lines} > tbody`, {
  '@media': { [PHONE_MEDIA]: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
});
globalStyle(`${lines} tr`, {
  '@media': {
    [PHONE_MEDIA]: {
      display: 'grid',
      gridColumn: '1 / -1',
      gridTemplateColumns: ['auto minmax(0, 1fr) auto', 'subgrid'],
      alignItems: 'baseline',
      borderBottom: `${vars.border.width} solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${lines} td, ${lines} th`, { '@media': { [PHONE_MEDIA]: { borderBottom: 'none' } } });
globalStyle(`${lines} th`, { '@media': { [PHONE_MEDIA]: { gridColumn: '2 / -1' } } });
globalStyle(`${lines} td${number}`, { '@media': { [PHONE_MEDIA]: { textAlign: 'start' } } });
