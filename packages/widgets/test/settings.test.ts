/** What an element's attributes turn into, and the quick order's hand-off link into the shop. */
import { afterEach, describe, expect, it } from 'vitest';
import { parseQuickOrderText } from '@kontor/api/rules';
import { quickOrderHandOff } from '../src/bodies/handOff.js';
import { readSettings, shopUrl } from '../src/runtime/settings.js';

const SHOP = 'https://shop.example/';
const element = (attributes: Record<string, string>) => {
  const host = document.createElement('kontor-product');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  return host;
};

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('readSettings', () => {
  it('reads language, theme, colour, shop and SKU from the attributes', () => {
    expect(readSettings(element({ lang: 'DE', theme: 'vip', color: '#c00', 'api-base': 'https://other.example/shop', sku: ' SV01-101 ' }), SHOP)).toEqual({
      language: 'de',
      theme: 'vip',
      color: '#c00',
      apiBase: 'https://other.example/shop/',
      sku: 'SV01-101',
    });
  });

  it('falls back to the page’s language, the default theme and the shop the script came from', () => {
    document.documentElement.lang = 'fr-CH';
    expect(readSettings(element({ lang: 'xx', theme: 'nope' }), SHOP)).toMatchObject({ language: 'fr', theme: 'hey', apiBase: SHOP, sku: null });
    document.documentElement.lang = 'es';
    expect(readSettings(element({}), SHOP).language).toBe('en');
  });

  it('never takes a non-http(s) address as the shop', () => {
    expect(readSettings(element({ 'api-base': 'javascript:alert(1)' }), SHOP).apiBase).toBe(SHOP);
    expect(readSettings(element({ 'api-base': 'data:text/html,x' }), SHOP).apiBase).toBe(SHOP);
  });
});

describe('links into the shop', () => {
  it('makes shop paths absolute on the shop', () => {
    expect(shopUrl({ apiBase: SHOP }, '/detail?id=3')).toBe('https://shop.example/detail?id=3');
    expect(shopUrl({ apiBase: 'https://shop.example/de/' }, '/detail?id=3')).toBe('https://shop.example/de/detail?id=3');
  });

  it('carries the pasted lines, one SKU<TAB>quantity each, and nothing else', () => {
    const href = new URL(quickOrderHandOff({ apiBase: SHOP }, parseQuickOrderText('SV01-101 4\n\nAB-1;x\n')));
    expect(href.origin + href.pathname).toBe('https://shop.example/quickOrder');
    expect([...href.searchParams.keys()]).toEqual(['lines']);
    expect(href.searchParams.get('lines')).toBe('SV01-101\t4\nAB-1\tx');
  });
});
