// Every message key that @kontor/api/rules hands to the ui (status labels, service types,
// validation and server message keys) has a non-empty translation in all four catalogues.
import { describe, expect, it } from 'vitest';
import * as rules from '@kontor/api/rules';
import { COMPILED_MESSAGES } from '../src/i18n/locales.js';

function keysIn(value: unknown, depth = 0, found = new Set<string>()): Set<string> {
  if (depth > 4 || value == null) return found;
  if (typeof value === 'string') {
    if (rules.isMessageKey(value)) found.add(value);
  } else if (typeof value === 'object') {
    for (const item of Object.values(value)) keysIn(item, depth + 1, found);
  }
  return found;
}

const ruleKeys = [...keysIn(Object.fromEntries(Object.entries(rules).filter(([, v]) => typeof v !== 'function')))];

describe('message keys from @kontor/api/rules', () => {
  it('finds the status tables and server keys', () => {
    expect(ruleKeys).toContain('order.status.shipped');
    expect(ruleKeys).toContain('afterSales.serviceType.compensation');
    expect(ruleKeys).toContain('cart.pallet.unavailable');
  });

  for (const [locale, catalogue] of Object.entries(COMPILED_MESSAGES)) {
    it(`are all translated in ${locale}`, () => {
      const missing = ruleKeys.filter((key) => !(key in catalogue) || JSON.stringify(catalogue[key as keyof typeof catalogue]) === '[]');
      expect(missing).toEqual([]);
    });
  }
});
