/** AfterSalesList styles: the shared record list (filter above the requests) with one card per request on phones and tablets, one line of shared columns on desktops; the status is a StatusChip. */
import { globalStyle, style } from '@vanilla-extract/css';
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';
import { rows as recordRows } from '../../styles/records.css.js';
import { vars } from '../../theme/contract.css.js';

export { empty, list, muted, toolbar } from '../../styles/records.css.js';

// Desktops (screen 2, 992 px) have room for a request on one line; narrower, its facts would wrap at random
// points, so each request is a card shaped as the orders list's: number and status, date, then labelled facts.
const desktop = `(min-width: ${SCREEN_BREAKPOINTS[1].minWidth}px)`;

/** On desktops the list holds the columns every request's line takes (a subgrid), so the facts line up. */
export const rows = style([
  recordRows,
  {
    '@media': {
      [desktop]: {
        display: 'grid',
        gridTemplateColumns: 'max-content max-content minmax(0, 1fr) max-content max-content max-content',
      },
    },
  },
]);

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': {
    [desktop]: {
      gridColumn: '1 / -1',
      // A browser without subgrid sizes each line on its own.
      gridTemplateColumns: ['max-content max-content minmax(0, 1fr) max-content max-content max-content', 'subgrid'],
      columnGap: vars.space.md,
    },
  },
});
globalStyle(`${row} > *`, { gridColumn: '1 / -1', '@media': { [desktop]: { gridColumn: 'auto' } } });

export const number = style({});
globalStyle(`${row} > ${number}`, { gridColumn: '1', '@media': { [desktop]: { gridColumn: 'auto' } } });
export const status = style({});
globalStyle(`${row} > ${status}`, {
  gridColumn: '2',
  gridRow: '1',
  justifySelf: 'end',
  '@media': { [desktop]: { gridColumn: 'auto', gridRow: 'auto' } },
});
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${row} > ${date}`, { gridColumn: '1', '@media': { [desktop]: { gridColumn: 'auto', whiteSpace: 'nowrap' } } });
export const product = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm, overflowWrap: 'anywhere' });
export const artNo = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

/** A labelled fact: its name beside it in a card (data-label), as the orders list's figures; just the value on a line. */
export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  selectors: { '&::before': { content: 'attr(data-label)', color: vars.color.textMuted } },
  '@media': {
    [desktop]: { display: 'block', color: vars.color.textMuted, whiteSpace: 'nowrap', selectors: { '&::before': { content: 'none' } } },
  },
});
