/** Table styles: ruled rows, a muted header, sortable headers with an arrow, tinted selected rows. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { FORCED_COLORS, focusRing, focusRingInset } from '../../styles/focus.js';
import { forcedSelected } from '../../styles/controlState.js';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const header = style({ background: vars.color.surfaceMuted });

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
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
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-selected]': forcedSelected, '&[data-disabled]': { color: 'GrayText' } } } },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const checkCell = style({ width: vars.space.xl, paddingInlineEnd: 0 });

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

export const checkIcon = style({ width: vars.space.md, height: vars.space.md });
