import { describe, expect, it } from 'vitest';
import { pageCount, pageSlots } from './pages.js';

describe('pageCount', () => {
  it('rounds a partial last page up and never drops below one page', () => {
    expect(pageCount(101, 10)).toBe(11);
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('pageSlots', () => {
  it('lists every page when they fit', () => {
    expect(pageSlots(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('shows the same number of slots wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 30 }, (_, i) => pageSlots(i + 1, 30).length));
    expect([...lengths]).toEqual([7]);
  });
});
