/** How the carousel lays out the data classes: the spec's 5 on wide screens (fewer as the screen narrows), its gap. */
import { useEffect, useState } from 'react';
import { CATALOGUE_SLIDES_PER_VIEW, screenSize, type Screen } from '@kontor/api/rules';

/** The theme's space between slides: the spec's gap of 40 (a test holds the token to CATALOGUE_SLIDE_GAP). */
export const SLIDE_GAP_TOKEN = 'xxl' as const;

/** Per screen size of spec section 9 (0 below 768 px ... 3 from 1200 px). */
export const SLIDES_PER_SCREEN: Record<Screen, number> = { 0: 2, 1: 3, 2: 4, 3: CATALOGUE_SLIDES_PER_VIEW };

const current = () => SLIDES_PER_SCREEN[screenSize(typeof window === 'undefined' ? Infinity : window.innerWidth)];

export function useSlidesPerView(): number {
  const [perView, setPerView] = useState(current);
  useEffect(() => {
    const update = () => setPerView(current());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return perView;
}
