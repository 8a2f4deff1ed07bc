// Lines handed to /quickOrder: from the widget's `?lines=` link or from sessionStorage, read once, text only.
import { beforeEach, describe, expect, it } from 'vitest';
import { QUICK_ORDER_HANDOFF_KEY, handOffQuickOrderLines, takeQuickOrderHandoff } from '../src/screens/quickorder/handoff.js';

beforeEach(() => sessionStorage.clear());

describe('quick-order hand-off', () => {
  it('reads the lines of a ?lines= link', () => {
    expect(takeQuickOrderHandoff(`?lines=${encodeURIComponent('SV01-101\t4\nSV02-101\t8')}`)).toBe('SV01-101\t4\nSV02-101\t8');
  });

  it('takes lines left in sessionStorage once', () => {
    handOffQuickOrderLines('SV01-101 2');
    expect(takeQuickOrderHandoff('')).toBe('SV01-101 2');
    expect(sessionStorage.getItem(QUICK_ORDER_HANDOFF_KEY)).toBeNull();
    expect(takeQuickOrderHandoff('')).toBe('');
  });

  it('prefers the link and bounds what it accepts', () => {
    handOffQuickOrderLines('stored 1');
    expect(takeQuickOrderHandoff('?lines=linked%201')).toBe('linked 1');
    expect(takeQuickOrderHandoff(`?lines=${'A'.repeat(100_000)}`).length).toBeLessThan(20_000);
  });
});
