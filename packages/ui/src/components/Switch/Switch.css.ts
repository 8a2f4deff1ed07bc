/** Switch styles: a pill track with a round thumb that slides to the end when on; the ring goes round the track. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

/** Two thumbs wide, so "on" and "off" differ by position as well as by colour. */
export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: `calc(2 * ${vars.size.iconMd} + 2 * ${vars.space.xxs})`,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${button}[data-selected] &`]: { background: vars.color.primaryStrong },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-disabled] &`]: { opacity: 0.55 },
  },
});

export const thumb = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${button}[data-selected] &`]: { transform: 'translateX(100%)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
