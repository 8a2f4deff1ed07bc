/** The one focus ring of the kit: every interactive part draws it when focused by keyboard. */
import { vars } from '../theme/contract.css.js';

/**
 * A surface of its own colour (the shell's top bar) names the ring that shows on it here; every part on it then draws
 * that ring, not the page's, which may vanish against the surface (a blue ring on a blue bar).
 */
export const FOCUS_RING_ON_SURFACE = '--kontor-focus-ring-on-surface';
const ringColour = `var(${FOCUS_RING_ON_SURFACE}, ${vars.color.focusRing})`;

export const focusRing = {
  outline: `${vars.border.focusWidth} solid ${ringColour}`,
  outlineOffset: vars.border.focusWidth,
} as const;

/** The ring inside a part that fills its container (table cells, list items), where an outer ring would be cut off. */
export const focusRingInset = {
  outline: `${vars.border.focusWidth} solid ${ringColour}`,
  outlineOffset: `calc(-1 * ${vars.border.focusWidth})`,
} as const;

/** The media query of Windows high contrast and other forced-colour modes. */
export const FORCED_COLORS = '(forced-colors: active)';

/** The ring under forced colours: the system highlight colour, as an outline (box-shadows are not drawn there). */
export const forcedFocusRing = {
  outline: `${vars.border.focusWidth} solid Highlight`,
  outlineOffset: vars.border.focusWidth,
} as const;
