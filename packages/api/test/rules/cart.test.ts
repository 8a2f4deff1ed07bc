import { describe, expect, it } from 'vitest';
import {
  CART_PAGE_CURRENT,
  CART_PAGE_SIZE,
  CART_QUERY,
  CATALOGUE_FIRST_COLUMN,
  CATALOGUE_SLIDES_PER_VIEW,
  CATALOGUE_SLIDE_GAP,
  canDeleteCartItems,
  catalogueColumns,
  isTemporarilyUnavailable,
  quantityProblem,
} from '../../src/rules/index.js';

describe('cart', () => {
  it('is fetched as page 1 of 100', () => {
    expect(CART_PAGE_SIZE).toBe(100);
    expect(CART_PAGE_CURRENT).toBe(1);
    expect(CART_QUERY).toEqual({ size: 100, current: 1 });
  });

  it('never deletes its last item', () => {
    expect(canDeleteCartItems(1)).toBe(false);
    expect(canDeleteCartItems(2)).toBe(true);
    expect(canDeleteCartItems(3, 3)).toBe(false);
    expect(canDeleteCartItems(3, 2)).toBe(true);
    expect(canDeleteCartItems(3, 0)).toBe(false);
  });
});

describe('stock and quantity', () => {
  it('zero stock is temporarily unavailable', () => {
    expect(isTemporarilyUnavailable(0)).toBe(true);
    expect(isTemporarilyUnavailable(null)).toBe(true);
    expect(isTemporarilyUnavailable(-2)).toBe(true);
    expect(isTemporarilyUnavailable(1)).toBe(false);
  });

  it('needs a selected quantity within the maximum orderable quantity', () => {
    expect(quantityProblem(undefined)).toBe('validation.quantity.required');
    expect(quantityProblem(0)).toBe('validation.quantity.required');
    expect(quantityProblem(1.5)).toBe('validation.quantity.required');
    expect(quantityProblem(3, { stock: 0 })).toBe('stock.temporarilyUnavailable');
    expect(quantityProblem(11, { stock: 50, maxOrderQty: 10 })).toBe('validation.quantity.max');
    expect(quantityProblem(10, { stock: 50, maxOrderQty: 10 })).toBeUndefined();
    expect(quantityProblem(500, { maxOrderQty: null })).toBeUndefined();
  });
});

describe('catalogue dialog', () => {
  it('shows 5 slides per view with gap 40 and 10 files in the first column', () => {
    expect(CATALOGUE_SLIDES_PER_VIEW).toBe(5);
    expect(CATALOGUE_SLIDE_GAP).toBe(40);
    expect(CATALOGUE_FIRST_COLUMN).toBe(10);
  });

  it('numbers the left column 1 to 10 and the right from 11', () => {
    const files = Array.from({ length: 13 }, (_, index) => `file-${index}`);
    const { left, right } = catalogueColumns(files);
    expect(left.map((entry) => entry.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(right).toEqual([
      { number: 11, file: 'file-10' },
      { number: 12, file: 'file-11' },
      { number: 13, file: 'file-12' },
    ]);
    expect(catalogueColumns(['a']).right).toEqual([]);
  });
});
