/** ProductCard styles: a square image, a two-line name, figures that line up, and the add action at the foot. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const media = style({
  aspectRatio: '1 / 1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceMuted,
});
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });
export const noImage = style({ width: vars.size.iconLg, height: vars.size.iconLg, color: vars.color.textMuted });
export const body = style({ display: 'grid', gap: vars.space.xxs, padding: vars.space.sm, alignContent: 'start', flex: '1 1 auto' });
export const artNo = style({ margin: 0, fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const name = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.normal });
export const nameLink = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const brand = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const price = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
export const oldPrice = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const chip = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  // A narrow card wraps the stock line between its two stores, never inside one ('DE 0', '德国 0'): the catalogue
  // binds each store to its figure with no-break spaces, and Chinese breaks only where those texts have spaces.
  wordBreak: 'keep-all',
});
export const chipIn = style({ background: vars.color.successSoft });
export const chipOut = style({ background: vars.color.dangerSoft });
export const chipIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
/** A whole container's quantity of the product: what its add action carts, so it reads as a figure, not a hint. */
export const loadQuantity = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
/** Holds the later date's room while there is no date to show. */
export const reserved = style({ visibility: 'hidden' });
export const footer = style({ padding: vars.space.sm, paddingBlockStart: 0 });
/**
 * The add action fills the card's foot; in a two-column phone grid that leaves about 110 px, narrower than a long
 * German compound. Less side padding and the card's small type give the words room; the catalogue marks where such
 * a word may break (a soft hyphen: no hyphenation dictionary needed, so also in browsers without one; the button's
 * accessible name carries the same soft hyphen so its visible text stays part of it), `hyphens` breaks others where
 * the browser has a dictionary, and `overflowWrap` keeps any word still too long inside the padding.
 */
export const add = style({
  width: '100%',
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  hyphens: 'auto',
  overflowWrap: 'anywhere',
  textWrap: 'balance',
});
