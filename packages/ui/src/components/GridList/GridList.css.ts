/** GridList styles: a bordered list of rows with a tinted selection and an inset focus ring. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { FORCED_COLORS, focusRingInset } from '../../styles/focus.js';
import { forcedSelected } from '../../styles/controlState.js';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'auto',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': {
      background: vars.color.primarySoft,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
  },
  '@media': { [FORCED_COLORS]: { selectors: { '&[data-selected]': forcedSelected, '&[data-disabled]': { color: 'GrayText' } } } },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
