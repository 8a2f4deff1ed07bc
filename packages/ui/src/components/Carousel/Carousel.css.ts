/** Carousel styles: a clipped viewport, slides sized by slides-per-view and gap, step buttons either side. */
import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/** Slides shown at once and the space between them, set per carousel. */
export const perView = createVar();
export const gapSize = createVar();

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const viewport = style({ flex: 1, minWidth: 0, overflow: 'hidden' });

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(${gapSize} * -1)`,
});

export const slide = style({
  flex: `0 0 calc(100% / ${perView})`,
  minWidth: 0,
  paddingInlineStart: gapSize,
});

export const step = style({ flex: 'none', paddingInline: vars.space.xs });

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
