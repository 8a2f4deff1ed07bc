/** BackToTop styles: a round button in the lower corner of the page area. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const button = style({
  position: 'fixed',
  insetInlineEnd: vars.space.xl,
  bottom: vars.space.xl,
  zIndex: vars.zIndex.sticky,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.primaryStrong,
  color: vars.color.primaryContrast,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { background: vars.color.primaryHover } },
});
