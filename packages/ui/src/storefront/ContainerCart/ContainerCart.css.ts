/** ContainerCart styles: a table that turns into cards on phones, and a summary panel that stays in view. */
import { style, globalStyle } from '@vanilla-extract/css';
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';
import { vars } from '../../theme/contract.css.js';

// Tablets and up (screen 1, 768 px) get the table; phones get one card per line.
const wide = `(min-width: ${SCREEN_BREAKPOINTS[2].minWidth}px)`;
// Desktops (screen 2, 992 px) put the summary beside the lines.
const desktop = `(min-width: ${SCREEN_BREAKPOINTS[1].minWidth}px)`;

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: `minmax(0, 1fr) calc(${vars.space.xxl} * 7)` } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const refusal = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.text,
  border: `${vars.border.width} solid ${vars.color.warning}`,
});

export const tableScroll = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const head = style({
  display: 'none',
  '@media': { [wide]: { display: 'table-header-group' } },
});
globalStyle(`${head} th`, {
  textAlign: 'start',
  padding: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const numberHead = style({});
globalStyle(`${head} th${numberHead}`, { textAlign: 'end' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  selectors: { '&[data-selected]': { background: vars.color.primarySoft } },
  '@media': { [wide]: { display: 'table-row', padding: 0 } },
});
globalStyle(`${row} > td, ${row} > th`, {
  '@media': { [wide]: { padding: vars.space.xs, verticalAlign: 'middle' } },
});

export const selectCell = style({ gridRow: 'span 2' });
export const imageCell = style({ gridRow: 'span 2' });
export const artNoCell = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const nameCell = style({ textAlign: 'start', fontWeight: vars.fontWeight.medium, gridColumn: '3' });
// The stepper, then 'Fill up' in a column of its own at the cell's end: the same x on every row, never wrapped under.
// The stepper's column is never narrower than the stepper, so the table gives the cell room for both and a gap.
export const quantityCell = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'minmax(max-content, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.sm,
});

export const numberCell = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'space-between',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: { '&::before': { content: 'attr(data-label)', color: vars.color.textMuted } },
  '@media': { [wide]: { display: 'table-cell', textAlign: 'end', selectors: { '&::before': { content: 'none' } } } },
});

export const image = style({
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
});
export const noImage = style([image, { background: vars.color.surfaceMuted }]);

export const fillButton = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  paddingInline: vars.space.sm,
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const colour = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });

export const unavailable = style({ display: 'block', color: vars.color.danger, fontSize: vars.fontSize.xs });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  // The gauge stays in view beside the lines while the buyer scrolls through 100 of them (desktops).
  '@media': { [desktop]: { position: 'sticky', top: vars.space.md } },
});

// Outside the summary panel (the order page) the figures stay near their labels; inside it they end where the
// panel's gauges and order button end, at every width.
export const totals = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  maxWidth: `calc(${vars.space.xxl} * 10)`,
  selectors: { [`${summary} &`]: { maxWidth: 'none' } },
});
export const totalRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
globalStyle(`${totalRow} dt`, { color: vars.color.textMuted });
globalStyle(`${totalRow} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
});
export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });
