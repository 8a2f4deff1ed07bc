/** Steps styles: numbered markers joined by a line; done steps filled, the current one ringed, a cancelled one red. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    // The line to the previous step, drawn behind the markers.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      top: `calc(${vars.space.xs} + ${vars.size.controlSm} / 2 - ${vars.border.width})`,
      insetInlineEnd: '50%',
      width: '100%',
      borderTop: `calc(${vars.border.width} * 2) solid ${vars.color.border}`,
    },
    '&[data-state="complete"]:not(:first-child)::before, &[data-state="current"]:not(:first-child)::before, &[data-state="cancelled"]:not(:first-child)::before':
      { borderTopColor: vars.color.primary },
    '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.fontWeight.medium },
    '&[data-state="cancelled"]': { color: vars.color.danger, fontWeight: vars.fontWeight.medium },
  },
});

export const marker = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginTop: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `calc(${vars.border.width} * 2) solid ${vars.color.border}`,
  background: vars.color.surface,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-state="complete"] > &': {
      background: vars.color.primaryStrong,
      borderColor: vars.color.primaryStrong,
      color: vars.color.primaryContrast,
    },
    '[data-state="current"] > &': { borderColor: vars.color.primaryStrong, color: vars.color.text },
    '[data-state="cancelled"] > &': {
      background: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.primaryContrast,
    },
  },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
