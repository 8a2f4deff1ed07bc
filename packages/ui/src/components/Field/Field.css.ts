/** Shared look of Kontor fields: label, help text, error, text inputs and input groups, all themed by tokens. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';
import { controlStates } from '../../styles/controlState.js';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    [`${field}[data-required] &::after`]: { content: '" *"', color: vars.color.danger },
  },
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

const control = {
  minWidth: 0,
  minHeight: vars.size.controlMd,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  lineHeight: vars.lineHeight.normal,
} as const;

/** A text input standing alone. */
const inputStates = controlStates({ hover: '&:hover:enabled', focus: '&:focus', disabled: '&:disabled' });
export const input = style({
  ...control,
  outline: 'none',
  ...inputStates,
  selectors: { ...inputStates.selectors, '&::placeholder': { color: vars.color.textMuted } },
});

/** An input with buttons beside it (stepper, clear, reveal, calendar): the group draws the border and ring. */
export const group = style({
  ...control,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  ...controlStates({ hover: '&:hover:not([data-disabled])', focus: '&:focus-within' }),
});

/** The input inside a group: borderless, the group shows state. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: 'none',
  outline: 'none',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  selectors: { '&::placeholder': { color: vars.color.textMuted } },
});

/** A small quiet button inside a group (clear, reveal, step, open). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:enabled': {
      background: vars.color.surfaceMuted,
      color: vars.color.text,
    },
    '&:active:enabled': { background: vars.color.border },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** Icons take the theme's icon size, so they line up with text and controls. */
export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });

globalStyle(`${groupButton} > svg`, { pointerEvents: 'none' });
