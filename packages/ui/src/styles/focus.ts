/** The one focus ring of the kit: every interactive part draws it when focused by keyboard. */
import { vars } from '../theme/contract.css.js';

export const focusRing = {
  outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.focusWidth,
} as const;
