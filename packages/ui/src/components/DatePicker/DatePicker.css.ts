/** DatePicker styles: the segmented date input and the month grid, states from react-aria's data attributes. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';
import { segmentStates, segmentTarget } from '../../styles/controlState.js';

export const group = style({ width: 'fit-content' });

export const dateInput = style({
  display: 'flex',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontVariantNumeric: 'tabular-nums',
});

const segmentLook = segmentStates();
export const segment = style({
  ...segmentTarget,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  ...segmentLook,
  selectors: {
    '&[data-type="literal"]': { padding: 0, minWidth: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    ...segmentLook.selectors,
  },
});

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const grid = style({ borderCollapse: 'collapse' });

globalStyle(`${grid} th`, {
  padding: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** Cells are square, as tall as a control, so they are easy to hit. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.primarySoft },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-selected]': { background: vars.color.primaryStrong, color: vars.color.primaryContrast },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textDisabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      background: 'transparent',
    },
    '&[data-invalid]': { background: vars.color.danger, color: vars.color.primaryContrast },
  },
});
