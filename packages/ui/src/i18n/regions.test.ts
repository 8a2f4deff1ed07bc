// Country names follow the shop's language; codes the browser does not know keep the server's name.
import { describe, expect, it } from 'vitest';
import { regionName } from './regions.js';

describe('regionName', () => {
  it('names a country in each language from its ISO code', () => {
    expect(regionName('de-DE', 'DE')).toBe('Deutschland');
    expect(regionName('fr-FR', 'DE')).toBe('Allemagne');
    expect(regionName('zh-CN', 'DE')).toBe('德国');
    expect(regionName('en-GB', 'gb')).toBe('United Kingdom');
  });

  it('keeps the server name when there is no usable code', () => {
    expect(regionName('de-DE', null, 'Germany')).toBe('Germany');
    expect(regionName('de-DE', 'EU-WEST', 'Europe west')).toBe('Europe west');
    expect(regionName('de-DE', 'ZZ', 'Nowhere')).toBe('Nowhere');
  });
});
