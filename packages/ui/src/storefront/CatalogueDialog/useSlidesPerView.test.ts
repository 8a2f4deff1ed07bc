// The catalogue slider keeps spec section 9's layout: 5 slides per view on wide screens, 40 px between slides.
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SLIDE_GAP, CATALOGUE_SLIDES_PER_VIEW } from '@kontor/api/rules';
import { baseTokens } from '../../theme/base.js';
import { SLIDE_GAP_TOKEN, SLIDES_PER_SCREEN } from './useSlidesPerView.js';

describe('the catalogue slider', () => {
  it('shows the spec’s slides per view on the widest screens and fewer as they narrow', () => {
    expect(SLIDES_PER_SCREEN[3]).toBe(CATALOGUE_SLIDES_PER_VIEW);
    expect([SLIDES_PER_SCREEN[0], SLIDES_PER_SCREEN[1], SLIDES_PER_SCREEN[2]]).toEqual([2, 3, 4]);
  });

  it('spaces the slides by the spec’s gap: the theme token it uses is that many pixels', () => {
    expect(baseTokens.space[SLIDE_GAP_TOKEN]).toBe(`${CATALOGUE_SLIDE_GAP}px`);
  });
});
