import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRADE_MODE,
  TRADE_MODES,
  TRADE_MODE_OPTIONS,
  isPalletCartVisible,
  tradeModeOf,
} from '../../src/rules/index.js';

describe('trade modes', () => {
  it('are 1 = DDP and 2 = FOB, DDP by default', () => {
    expect(TRADE_MODES).toEqual({ DDP: 1, FOB: 2 });
    expect(DEFAULT_TRADE_MODE).toBe(1);
    expect(TRADE_MODE_OPTIONS.map((option) => option.value)).toEqual([1, 2]);
  });

  it('reads numbers and numeric strings, and treats anything else as DDP', () => {
    expect(tradeModeOf(2)).toBe(2);
    expect(tradeModeOf('2')).toBe(2);
    expect(tradeModeOf('1')).toBe(1);
    expect(tradeModeOf(null)).toBe(1);
    expect(tradeModeOf(7)).toBe(1);
  });

  it('hides the pallet cart for FOB only', () => {
    expect(isPalletCartVisible(2)).toBe(false);
    expect(isPalletCartVisible('2')).toBe(false);
    expect(isPalletCartVisible(1)).toBe(true);
    expect(isPalletCartVisible(undefined)).toBe(true);
  });
});
