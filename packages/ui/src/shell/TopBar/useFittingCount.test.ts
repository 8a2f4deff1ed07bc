/** The top menu's count of areas that fit: all when they do, else as many as leave room for "More". */
import { expect, it } from 'vitest';
import { fittingCount } from './useFittingCount.js';

const widths = { items: [80, 60, 100, 90], more: 70 };

it('shows every area when all fit, without More', () => {
  expect(fittingCount(widths, 330)).toBe(4);
  expect(fittingCount(widths, 400)).toBe(4);
});

it('keeps room for More when they do not all fit, and never shows part of an area', () => {
  // 70 (More) + 80 + 60 = 210; the third (100) would end at 310 > 300.
  expect(fittingCount(widths, 300)).toBe(2);
  expect(fittingCount(widths, 309)).toBe(2);
  expect(fittingCount(widths, 310)).toBe(3);
  expect(fittingCount(widths, 329)).toBe(3);
});

it('shows none but More when even the first does not fit beside it', () => {
  expect(fittingCount(widths, 149)).toBe(0);
  expect(fittingCount(widths, 0)).toBe(0);
});
