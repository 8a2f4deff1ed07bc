/** Switch styles: a pill track with a round thumb that slides to the end when on; the ring goes round the track. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { FORCED_COLORS } from '../../styles/focus.js';
import { indicatorStates, labelDisabled } from '../../styles/controlState.js';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: labelDisabled,
});

/** Two thumbs wide, so "on" and "off" differ by position as well as by colour. */
const trackLook = indicatorStates(button);
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
    ...trackLook.selectors,
  },
  '@media': {
    // Forced colours paint the track's fill over: an outline keeps its shape; the fragment colours it when on.
    [FORCED_COLORS]: { border: `${vars.border.width} solid CanvasText`, selectors: trackLook['@media'][FORCED_COLORS].selectors },
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
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // The thumb's fill would vanish into the track: the system text colour keeps it visible.
    [FORCED_COLORS]: { forcedColorAdjust: 'none', background: 'CanvasText' },
  },
});
