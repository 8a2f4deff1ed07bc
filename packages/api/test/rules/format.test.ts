import { describe, expect, it } from 'vitest';
import {
  CURRENCY_SYMBOL,
  LANGUAGE_IDS,
  formatCount,
  formatLogisticsVolume,
  formatMoney,
  formatNumber,
  formatVolume,
} from '../../src/rules/index.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

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
    expect(formatVolume(25)).toBe(`25.00${NBSP}m³`);
    expect(formatVolume(undefined)).toBe('');
  });
});

describe('each language writes its own figures', () => {
  const { zh, en, de, fr } = LANGUAGE_IDS;
  const figures = (mode: number) => [
    formatNumber(1234567.891, mode),
    formatMoney(1225.9, mode),
    formatMoney(-5, mode),
    formatCount(138850, mode),
    formatVolume(3.86, mode),
    formatLogisticsVolume(0.0002, mode),
  ];

  it('Chinese and English: 1,234.56 and the euro in front', () => {
    const english = ['1,234,567.89', '€1,225.90', '-€5.00', '138,850', `3.86${NBSP}m³`, `0.0002${NBSP}m³`];
    expect(figures(zh)).toEqual(english);
    expect(figures(en)).toEqual(english);
  });

  it('German: 1.234,56 and the euro after a no-break space', () => {
    expect(figures(de)).toEqual(['1.234.567,89', `1.225,90${NBSP}€`, `-5,00${NBSP}€`, '138.850', `3,86${NBSP}m³`, `0,0002${NBSP}m³`]);
  });

  it('French: narrow no-break spaces between thousands, a decimal comma, the euro after a no-break space', () => {
    expect(figures(fr)).toEqual([
      `1${NNBSP}234${NNBSP}567,89`,
      `1${NNBSP}225,90${NBSP}€`,
      `-5,00${NBSP}€`,
      `138${NNBSP}850`,
      `3,86${NBSP}m³`,
      `0,0002${NBSP}m³`,
    ]);
    expect(formatMoney(1225.9, fr)).toBe(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1225.9).replace(/\s(?=\d)/g, NNBSP));
  });
});
