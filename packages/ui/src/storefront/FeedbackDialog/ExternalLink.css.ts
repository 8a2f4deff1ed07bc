/** ExternalLink styles: the kit's link look on a native anchor (focus from :focus-visible). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const external = style({
  color: vars.color.primaryText,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
