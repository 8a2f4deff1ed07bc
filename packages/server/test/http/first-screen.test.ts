/** index.html's first screen: the route's public data as inert JSON, per-variant ETags, never prices or markup. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { FIRST_SCREEN_DATA_MARKER, requestLanguage, withFirstScreenData, type FirstScreenData } from '../../src/http/first-screen.js';

const INDEX = `<!doctype html><title>Kontor</title>${FIRST_SCREEN_DATA_MARKER}<div id="root"></div>`;
let running: RunningServer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kontor-first-screen-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  running = await startServer({ ...readConfig({ KONTOR_STATIC_DIR: dir }), port: 0, host: '127.0.0.1', inMemory: true, logRequests: false });
});
afterAll(() => running?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${running.url}${path}`, { headers });
/** The JSON the page's painter reads, parsed as the browser would (the script element's text). */
const dataOf = (html: string): FirstScreenData | undefined => {
  const match = /<script type="application\/json" id="first-screen-data">([^<]*)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as FirstScreenData) : undefined;
};

describe('the first screen of a product page', () => {
  it("carries the product's public name, art. no., brand and image, in the language the browser asks for", async () => {
    const english = dataOf(await (await get('/detail?id=15', { 'Accept-Language': 'en-GB,en;q=0.9' })).text());
    expect(english?.lang).toBe('en');
    expect(english?.product).toMatchObject({ artNo: 'SV02-105', brand: 'Solvik', name: expect.stringContaining('Alba') });
    expect(english?.product?.image).toMatch(/^http:\/\/.+\/admin\/sys-file\/sku-sv02-105\.png$/);
    const german = dataOf(await (await get('/detail?id=15', { 'Accept-Language': 'de-AT,de;q=0.9,en;q=0.5' })).text());
    expect(german?.lang).toBe('de');
    expect(german?.product?.name).not.toBe(english?.product?.name);
    // ?lang= wins over the header, as in the storefront.
    expect(dataOf(await (await get('/detail?id=15&lang=fr', { 'Accept-Language': 'de' })).text())?.lang).toBe('fr');
  });

  it('never carries prices or stock, whoever asks', async () => {
    const html = await (await get('/detail?id=15')).text();
    expect(Object.keys(dataOf(html)?.product ?? {}).sort()).toEqual(['artNo', 'brand', 'image', 'name']);
    expect(html).not.toMatch(/price|stock/i);
  });

  it('gives each variant its own ETag (304 only for the same one) and varies by Accept-Language', async () => {
    const product = await get('/detail?id=15');
    const other = await get('/detail?id=16');
    const plain = await get('/shopping');
    const tags = [product, other, plain].map((response) => response.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect(product.headers.get('cache-control')).toBe('no-cache');
    expect(product.headers.get('vary')).toContain('Accept-Language');
    expect((await get('/detail?id=15', { 'If-None-Match': tags[0]! })).status).toBe(304);
    expect((await get('/detail?id=16', { 'If-None-Match': tags[0]! })).status).toBe(200);
  });

  it('adds nothing for an unknown or malformed product, or a path without a first screen', async () => {
    for (const path of ['/detail?id=999999', '/detail?id=15%3Cscript%3E', '/detail', '/shopping?id=15']) {
      const html = await (await get(path)).text();
      expect(dataOf(html), path).toBeUndefined();
      // The marker stays; only the head tags (seo.test.ts) were added.
      expect(html).toContain(`${FIRST_SCREEN_DATA_MARKER}<div id="root"></div>`);
    }
  });
});

describe('the first screen of the home page', () => {
  it('carries the images of the first hot products', async () => {
    const data = dataOf(await (await get('/')).text());
    expect(data?.hot?.length).toBeGreaterThan(0);
    for (const { image } of data!.hot!) expect(image).toMatch(/^http:\/\/.+\/admin\/sys-file\//);
  });
});

describe('the data in the page', () => {
  it('cannot end its script element or open markup, whatever the text holds', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const html = withFirstScreenData(INDEX, { lang: 'en', product: { name: hostile } });
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('<!-- &');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(dataOf(html)?.product?.name).toBe(hostile);
  });

  it('reads the language as the storefront does: ?lang=, then Accept-Language by weight, else English', () => {
    const url = (query = '') => new URL(`http://shop.test/detail${query}`);
    expect(requestLanguage(url('?lang=zh'), 'de')).toBe('zh');
    expect(requestLanguage(url(), 'fr;q=0.5, de-CH;q=0.8, ja')).toBe('de');
    expect(requestLanguage(url('?lang=xx'), 'ja, ko')).toBe('en');
    expect(requestLanguage(url(), undefined)).toBe('en');
  });
});
