/** ProductGrid styles: as many columns as fit (one on small phones, five or so at 1280 px), cards of equal height. */
import { style } from '@vanilla-extract/css';
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';
import { vars } from '../../theme/contract.css.js';

/** Below the spec's smallest screen class (768 px). */
const PHONE = `screen and (max-width: ${SCREEN_BREAKPOINTS[2].minWidth - 1}px)`;

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.space.xxl} * 5)), 1fr))`,
  '@media': {
    // Phones keep two cards side by side rather than one screen-tall card each.
    [PHONE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm },
  },
});
export const item = style({ display: 'grid', minWidth: 0 });
export const skeletonCard = style({ display: 'grid', gap: vars.space.sm });
export const skeletonImage = style({ aspectRatio: '1 / 1', width: '100%', height: 'auto' });
export const errorIcon = style({ width: vars.size.iconLg, height: vars.size.iconLg, color: vars.color.danger });
