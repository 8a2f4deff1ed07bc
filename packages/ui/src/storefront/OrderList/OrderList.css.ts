/** OrderList styles: a table with headers and aligned columns from tablets up, one card per order on phones. */
import { globalStyle, style } from '@vanilla-extract/css';
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';
import { vars } from '../../theme/contract.css.js';

import { toolbar as recordsToolbar } from '../../styles/records.css.js';

export { empty, list } from '../../styles/records.css.js';

/** The status filter and the order-number search line up by their labels: the search's counter hangs below it. */
export const toolbar = style([recordsToolbar, { alignItems: 'flex-start' }]);

// Tablets and up (screen 1, 768 px) get the table; phones get one card per order, as the cart does.
const wide = `(min-width: ${SCREEN_BREAKPOINTS[2].minWidth}px)`;

export const table = style({ width: '100%', borderCollapse: 'collapse', color: vars.color.text });

export const head = style({
  // Phones read each figure's name beside it instead (data-label); the headers stay for assistive technology.
  position: 'absolute',
  width: vars.border.width,
  height: vars.border.width,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': {
    [wide]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      display: 'table-header-group',
    },
  },
});
// The same side padding as the body's cells, so each header starts (or ends) where its column's values do.
globalStyle(`${head} th`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const numberHead = style({});
globalStyle(`${head} th${numberHead}`, { textAlign: 'end' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  '@media': { [wide]: { display: 'table-row', padding: 0 } },
});
globalStyle(`${row} > td, ${row} > th`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  '@media': { [wide]: { padding: vars.space.sm, verticalAlign: 'middle' } },
});

export const orderNo = style({ whiteSpace: 'nowrap' });
export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  gridColumn: '1',
  '@media': { [wide]: { whiteSpace: 'nowrap' } },
});
export const statusCell = style({ gridColumn: '2', gridRow: '1', justifySelf: 'end' });

export const number = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&::before': { content: 'attr(data-label)', color: vars.color.textMuted } },
  '@media': {
    [wide]: { display: 'table-cell', textAlign: 'end', selectors: { '&::before': { content: 'none' } } },
  },
});
globalStyle(`${row} > td${number}`, { '@media': { [wide]: { textAlign: 'end' } } });
