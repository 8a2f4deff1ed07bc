/** BuyBox styles: a calm panel, the price large, one filled action and the others beside it. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
  alignContent: 'start',
});
/**
 * Room for two rows (a discount price and the unit price struck through) whichever the product has: prices arrive
 * after the page shows (a member's, once the session is read), and the panel under them must not move then.
 */
export const prices = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  minBlockSize: `calc((${vars.fontSize.xl} + ${vars.fontSize.md}) * ${vars.lineHeight.normal} + ${vars.space.xxs})`,
});
export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: vars.space.md });
export const priceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const price = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const oldPrice = style({
  margin: 0,
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const extra = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
});
