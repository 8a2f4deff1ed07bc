/** Visually hidden but read by assistive technology (react-aria VisuallyHidden's rules, as a class). */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** The rules themselves, for styles that hide something only under a media query (a table's column names on a phone). */
export const visuallyHiddenRules = {
  position: 'absolute',
  // One hairline square, not zero: some screen readers skip elements without a size.
  width: vars.border.width,
  height: vars.border.width,
  margin: `calc(-1 * ${vars.border.width})`,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
