/** Button styles (the kit Button and TriggerButton), driven by the native button's pseudo-classes. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { FORCED_COLORS, focusRing, forcedFocusRing } from '../../styles/focus.js';
import { DISABLED_OPACITY } from '../../styles/controlState.js';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid transparent`,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: DISABLED_OPACITY, cursor: 'not-allowed' },
  },
  '@media': {
    // The transparent border turns into the system button border; disabled reads as GrayText, not a fade.
    [FORCED_COLORS]: {
      selectors: { '&:focus-visible': forcedFocusRing, '&:disabled': { borderColor: 'GrayText', color: 'GrayText', opacity: 1 } },
    },
  },
});

// A busy button (aria-disabled) ignores presses, so it shows neither hover nor press.
const HOVER = '&:hover:enabled:not([aria-disabled="true"])';
const PRESSED = '&:active:enabled:not([aria-disabled="true"])';

export const variants = styleVariants({
  primary: {
    background: vars.color.primaryStrong,
    color: vars.color.primaryContrast,
    selectors: { [HOVER]: { filter: 'brightness(1.08)' }, [PRESSED]: { filter: 'brightness(0.92)' } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { [HOVER]: { borderColor: vars.color.primary, color: vars.color.primaryText } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.primaryContrast,
    selectors: { [PRESSED]: { filter: 'brightness(0.92)' } },
  },
  quiet: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { [HOVER]: { background: vars.color.surfaceMuted } },
  },
});
