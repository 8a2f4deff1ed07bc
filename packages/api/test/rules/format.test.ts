import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOL, formatMoney, formatNumber, formatVolume } from '../../src/rules/index.js';

describe('number format', () => {
  it("writes two decimals with ',' thousands and '.' decimals", () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber('1234.5')).toBe('1,234.50');
    expect(formatNumber(1.005)).toBe('1.01');
  });

  it("swaps the separators in mode 3: '.' thousands, ',' decimals", () => {
    expect(formatNumber(1234567.891, 3)).toBe('1.234.567,89');
    expect(formatNumber(-0.5, 3)).toBe('-0,50');
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
  });

  it('leaves missing or non-numeric values empty', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('money format', () => {
  it('uses the euro symbol', () => {
    expect(CURRENCY_SYMBOL).toBe('€');
    expect(formatMoney(1999.9)).toBe('€1,999.90');
    expect(formatMoney(1999.9, 3)).toBe('1.999,90\u00a0€');
    expect(formatMoney(-5, 3)).toBe('-5,00\u00a0€');
    expect(formatMoney(-5)).toBe('-€5.00');
    expect(formatMoney(null)).toBe('');
  });

  it('writes volumes in m³', () => {
    expect(formatVolume(25)).toBe('25.00 m³');
    expect(formatVolume(undefined)).toBe('');
  });
});
