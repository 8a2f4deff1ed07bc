/** Table styles: ruled rows, a muted header, sortable headers with an arrow, tinted selected rows; a card per row on a phone. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { FORCED_COLORS, focusRing, focusRingInset } from '../../styles/focus.js';
import { forcedSelected } from '../../styles/controlState.js';
import { PHONE_MEDIA } from '../../styles/layout.js';
import { visuallyHiddenRules } from '../../styles/visuallyHidden.css.js';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
  // A phone has no room for five columns: each row becomes a card (as the cart's lines do), its cells wrapping
  // under the row's title, instead of a sideways scroll that hides the columns past the second.
  '@media': { [PHONE_MEDIA]: { display: 'block' } },
});

export const header = style({ background: vars.color.surfaceMuted, '@media': { [PHONE_MEDIA]: { display: 'block' } } });

// On a phone the header row keeps only what a user acts on (sort buttons, select all) as a bar above the cards.
globalStyle(`${table} > tbody`, { '@media': { [PHONE_MEDIA]: { display: 'block' } } });
globalStyle(`${header} > tr`, { '@media': { [PHONE_MEDIA]: { display: 'flex', flexWrap: 'wrap', borderBottom: `${vars.border.width} solid ${vars.color.border}` } } });

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  '@media': { [PHONE_MEDIA]: { display: 'block', borderBottom: 'none' } },
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.text },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const columnInner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  opacity: 0.35,
  selectors: {
    '[data-sort-direction] &': { opacity: 1, color: vars.color.primaryText },
    '[data-sort-direction="descending"] &': { transform: 'rotate(180deg)' },
  },
});

export const row = style({
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': {
      background: vars.color.primarySoft,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { color: vars.color.textMuted },
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
  },
  '@media': {
    [FORCED_COLORS]: { selectors: { '&[data-selected]': forcedSelected, '&[data-disabled]': { color: 'GrayText' } } },
    [PHONE_MEDIA]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: vars.space.xs,
      paddingBlock: vars.space.sm,
      borderBottom: `${vars.border.width} solid ${vars.color.border}`,
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
  '@media': {
    [PHONE_MEDIA]: {
      display: 'block',
      minWidth: 0,
      paddingBlock: vars.space.xxs,
      paddingInline: vars.space.sm,
      borderBottom: 'none',
      // The row's title takes the card's first line (after a selection box); the other cells wrap below it.
      selectors: { '&[role="rowheader"]': { flex: '1 0 80%', fontWeight: vars.fontWeight.medium } },
    },
  },
});

export const checkCell = style({ width: vars.space.xl, paddingInlineEnd: 0 });

// Cards carry no columns, so a row of column names above them (wrapping into two rows on a 320 px phone) no longer
// matched what was below: on a phone the names are only read out (the cells stay labelled by them), and a header
// with nothing to act on is hidden the same way. Sort buttons and the select-all box stay, lined up with the cards.
globalStyle(`${header} ${column}:not([data-allows-sorting]):not(:has(input))`, { '@media': { [PHONE_MEDIA]: visuallyHiddenRules } });
globalStyle(`${header}:not(:has([data-allows-sorting], input))`, { '@media': { [PHONE_MEDIA]: visuallyHiddenRules } });
globalStyle(`${header} ${column}`, { '@media': { [PHONE_MEDIA]: { paddingInline: vars.space.sm } } });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.primaryContrast,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-selected], &[data-indeterminate]': {
      background: vars.color.primaryStrong,
      borderColor: vars.color.primaryStrong,
    },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-selected], &[data-indeterminate]': { ...forcedSelected, borderColor: 'Highlight' } } } },
});

/** The select-all box's words: only above the cards of a phone, where no column names frame it. */
export const selectAllText = style({
  display: 'none',
  '@media': { [PHONE_MEDIA]: { display: 'inline', marginInlineStart: vars.space.sm, fontWeight: 'normal', whiteSpace: 'nowrap' } },
});
// Box and words on one centre line (the box alone would sit on the words' baseline, above their middle).
globalStyle(`${header} ${checkCell}:has(${selectAllText})`, { '@media': { [PHONE_MEDIA]: { display: 'flex', alignItems: 'center', width: 'auto' } } });

export const checkIcon = style({ width: vars.space.md, height: vars.space.md });
