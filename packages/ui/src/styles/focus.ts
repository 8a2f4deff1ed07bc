/** The one focus ring of the kit: every interactive part draws it when focused by keyboard. */
import { vars } from '../theme/contract.css.js';

export const focusRing = {
  outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.focusWidth,
} as const;

/** The ring inside a part that fills its container (table cells, list items), where an outer ring would be cut off. */
export const focusRingInset = {
  outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.border.focusWidth})`,
} as const;

/** The media query of Windows high contrast and other forced-colour modes. */
export const FORCED_COLORS = '(forced-colors: active)';

/** The ring under forced colours: the system highlight colour, as an outline (box-shadows are not drawn there). */
export const forcedFocusRing = {
  outline: `${vars.border.focusWidth} solid Highlight`,
  outlineOffset: vars.border.focusWidth,
} as const;
