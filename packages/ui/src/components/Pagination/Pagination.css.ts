/** Pagination styles: a row of compact square page buttons with the total in front. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { NARROWEST_MEDIA } from '../../styles/layout.js';
import { DISABLED_OPACITY } from '../../styles/controlState.js';

// A viewport query, not a container one: the pager sits in rows that size it by its content, which a size container
// would collapse.

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const total = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [NARROWEST_MEDIA]: { gap: vars.space.xxs } },
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  minWidth: vars.size.controlMd,
  paddingInline: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

/** A page control drawn as a link: the button's look, which the button gets from :enabled and :disabled. */
export const pageLink = style({
  textDecoration: 'none',
  selectors: {
    '&:not([aria-current]):not([aria-disabled]):hover': { background: vars.color.surfaceMuted },
    '&[aria-disabled]': { opacity: DISABLED_OPACITY, cursor: 'not-allowed' },
  },
});

export const gap = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  color: vars.color.textMuted,
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
