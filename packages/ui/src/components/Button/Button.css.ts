/** Button styles, driven by react-aria's data attributes. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid transparent`,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const variants = styleVariants({
  primary: {
    background: vars.color.primaryStrong,
    color: vars.color.primaryContrast,
    selectors: { '&[data-hovered]:not([data-disabled])': { filter: 'brightness(1.08)' }, '&[data-pressed]': { filter: 'brightness(0.92)' } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.primary, color: vars.color.primaryText } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.primaryContrast,
    selectors: { '&[data-pressed]': { filter: 'brightness(0.92)' } },
  },
  quiet: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted } },
  },
});
