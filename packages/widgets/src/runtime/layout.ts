/**
 * The few layout values the widgets set themselves, from the theme's variables (`--kontor-*`, see the ui theme
 * contract): a partner's overrides of those variables reach them too.
 */
import type { CSSProperties } from 'react';

const space = (size: 'sm' | 'md' | 'lg' | 'xxl') => `var(--kontor-space-${size})`;

/** Room between the widget's content and the partner's page around it. */
export const padded: CSSProperties = { padding: space('md') };

/** Product card beside its logistics, stacked when the element is narrow. */
export const twoColumns: CSSProperties = {
  ...padded,
  display: 'grid',
  gap: space('lg'),
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${space('xxl')} * 7)), 1fr))`,
  alignItems: 'start',
};

/** A product card keeps a card's width on a wide page (its image is square). */
export const cardColumn: CSSProperties = { maxWidth: `calc(${space('xxl')} * 9)` };

export const stack: CSSProperties = { display: 'grid', gap: space('md'), justifyItems: 'start' };
