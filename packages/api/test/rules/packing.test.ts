import { describe, expect, it } from 'vitest';
import { packingStep, quantityLimits, snapQuantity, totalStock } from '../../src/rules/index.js';

describe('packing rules of the buy box', () => {
  it('steps by the packing unit, single pieces when there is none', () => {
    expect(packingStep(4)).toBe(4);
    expect(packingStep(null)).toBe(1);
    expect(packingStep(0)).toBe(1);
  });

  it('caps at the maximum in whole packing units', () => {
    expect(quantityLimits({ packingUnit: 4, maxOrderQty: 30 })).toEqual({ step: 4, min: 4, max: 28 });
    expect(quantityLimits({ packingUnit: 4 })).toEqual({ step: 4, min: 4, max: undefined });
    expect(quantityLimits({ packingUnit: 10, maxOrderQty: 6 })).toEqual({ step: 10, min: 6, max: 6 });
  });

  it('rounds a typed quantity up to whole cartons and never past the maximum', () => {
    const limits = quantityLimits({ packingUnit: 4, maxOrderQty: 30 });
    expect(snapQuantity(5, limits)).toBe(8);
    expect(snapQuantity(100, limits)).toBe(28);
    expect(snapQuantity(0, limits)).toBe(4);
    expect(snapQuantity(undefined, limits)).toBe(4);
  });

  it('adds CN, DE and production stock', () => {
    expect(totalStock({ stockCn: 2, stockDe: 3, stockProduction: 5 })).toBe(10);
    expect(totalStock({})).toBe(0);
  });
});

describe('counts and links', () => {
  it('writes whole counts with the language separator', async () => {
    const { formatCount } = await import('../../src/rules/index.js');
    expect(formatCount(1234, 1)).toBe('1,234');
    expect(formatCount(1234, 3)).toBe('1.234');
    expect(formatCount(null)).toBe('');
  });
  it('lets only http(s) links through', async () => {
    const { isWebUrl } = await import('../../src/rules/index.js');
    expect(isWebUrl('https://example.com/3d')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('/relative')).toBe(false);
    expect(isWebUrl(null)).toBe(false);
  });
});

describe('logistics volumes', () => {
  it('keep two decimals and show small volumes up to four', async () => {
    const { formatLogisticsVolume } = await import('../../src/rules/index.js');
    expect(formatLogisticsVolume(0.4092)).toBe('0.4092\u00a0m³');
    expect(formatLogisticsVolume(25)).toBe('25.00\u00a0m³');
    expect(formatLogisticsVolume(0.0002, 3)).toBe('0,0002\u00a0m³');
    expect(formatLogisticsVolume(1234.5, 3)).toBe('1.234,50\u00a0m³');
  });
});
