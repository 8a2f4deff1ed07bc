/** Link styles: primary-coloured text, underline by variant, the kit's focus ring, states from the native link's pseudo-classes. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const base = style({
  color: vars.color.primaryText,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&:active:not([aria-disabled])': { filter: 'brightness(0.85)' },
    '&[aria-disabled]': {
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
      textDecoration: 'none',
    },
  },
});

export const variants = styleVariants({
  inline: { textDecoration: 'underline' },
  standalone: {
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    selectors: { '&:hover:not([aria-disabled])': { textDecoration: 'underline' } },
  },
});
