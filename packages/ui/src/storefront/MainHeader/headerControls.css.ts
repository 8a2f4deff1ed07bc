/** Styles shared by the controls that sit on the shop headers (text links, menu triggers, icon buttons). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** A control on the header's own surface: the header's text colour and focus ring, a soft hover. */
export const headerControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  minWidth: vars.size.controlMd,
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  border: `${vars.border.width} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered], &:hover': { background: `color-mix(in srgb, currentColor 12%, transparent)` },
    '&[data-pressed]': { background: `color-mix(in srgb, currentColor 20%, transparent)` },
    '&[data-focus-visible]': {
      outline: `${vars.border.focusWidth} solid ${vars.shell.headerFocusRing}`,
      outlineOffset: `calc(-1 * ${vars.border.focusWidth})`,
    },
    '&[aria-expanded="true"]': { background: `color-mix(in srgb, currentColor 12%, transparent)` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const controlIcon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
});

export const chevron = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
});

/**
 * A value still to come on the header's own surface (a member's trade mode): the skeleton tinted from the header's text
 * colour, since the skeleton's own light grey glared as a white box on the dark headers (vip, star, d2's blue).
 */
export const headerPendingValue = style({
  selectors: {
    '&[aria-busy]': { background: `color-mix(in srgb, currentColor 18%, transparent)`, animation: 'none' },
  },
});
