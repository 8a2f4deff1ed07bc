/** IconButton styles: a square hit area, variants by the native button's pseudo-classes, the kit's focus ring. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid transparent`,
  font: 'inherit',
  lineHeight: 1,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const glyph = style({ display: 'inline-flex' });
globalStyle(`${glyph} > svg`, { width: vars.size.iconMd, height: vars.size.iconMd });

const HOVER = '&:hover:enabled';
const PRESSED = '&:active:enabled';

export const variants = styleVariants({
  quiet: {
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      [HOVER]: { background: vars.color.surfaceMuted },
      [PRESSED]: { background: vars.color.border },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: {
      [HOVER]: {
        borderColor: vars.color.primary,
        color: vars.color.primary,
      },
    },
  },
  primary: {
    background: vars.color.primaryStrong,
    color: vars.color.primaryContrast,
    selectors: {
      [HOVER]: { filter: 'brightness(1.08)' },
      [PRESSED]: { filter: 'brightness(0.92)' },
    },
  },
});
