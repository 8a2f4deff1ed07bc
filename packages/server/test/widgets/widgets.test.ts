/** Partner widgets' server side: public data for allow-listed partner origins (CORS, no credentials), none for others. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_API } from '@kontor/api/rules';
import { readConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';

const PARTNER = 'https://dealer.example';
const STRANGER = 'https://stranger.example';
let running: RunningServer;
let token: string;

beforeAll(async () => {
  const widgets = mkdtempSync(join(tmpdir(), 'kontor-widgets-'));
  mkdirSync(join(widgets, 'widgets'));
  writeFileSync(join(widgets, 'widgets.js'), 'customElements;');
  writeFileSync(join(widgets, 'widgets/product-AbC123xy.js'), 'export {};');
  writeFileSync(join(widgets, 'widgets/kontor.css'), ':host{display:block}');
  running = await startServer({
    ...readConfig({ KONTOR_CAPTCHA: 'off', KONTOR_WIDGETS_DIR: widgets, KONTOR_PARTNER_ORIGINS: `${PARTNER}, not an origin, http://localhost:4312/path` }),
    port: 0,
    host: '127.0.0.1',
    inMemory: true,
    logRequests: false,
  });
  const login = await fetch(`${running.url}/auth/oauth/token?username=ddp-buyer&password=kontor123&randomStr=w2&code=abcd&grant_type=password&scope=server`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from('pig:pig').toString('base64')}` },
  });
  token = ((await login.json()) as { access_token: string }).access_token;
});
afterAll(() => running?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${running.url}${path}`, { headers });
const data = async (response: Response) => ((await response.json()) as { code: number; data: Record<string, unknown> | null }).data;

describe('widget calls from a partner on the allow-list', () => {
  it('answers a product by article number with CORS for that origin only, without credentials, prices or stock', async () => {
    const response = await get(`${WIDGET_API.product}?sku=sv01-101&languageId=2`, { Origin: PARTNER });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toContain('Origin');
    const product = await data(response);
    expect(product).toMatchObject({ artNo: 'SV01-101', name: expect.any(String), qty40: expect.any(Number), volume: expect.any(Number) });
    for (const field of ['unitPrice', 'discountPrice', 'stockCn', 'stockDe', 'stockProduction']) expect(product).not.toHaveProperty(field);
  });

  it('never adds prices for a token sent along', async () => {
    const product = await data(await get(`${WIDGET_API.product}?sku=SV01-101&languageId=2`, { Origin: PARTNER, Authorization: `Bearer ${token}` }));
    expect(product).not.toHaveProperty('unitPrice');
    expect(product).toHaveProperty('packingUnit');
  });

  it('answers a preflight for GET only and allows no request header (no Authorization)', async () => {
    const response = await fetch(`${running.url}${WIDGET_API.skus}`, { method: 'OPTIONS', headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'GET' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET');
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
    expect((await fetch(`${running.url}${WIDGET_API.skus}`, { method: 'POST', headers: { Origin: PARTNER } })).status).toBe(405);
  });

  it('answers HEAD as GET without the body, and names the allowed methods in a 405', async () => {
    const head = await fetch(`${running.url}${WIDGET_API.product}?sku=SV01-101&languageId=2`, { method: 'HEAD', headers: { Origin: PARTNER } });
    expect(head.status).toBe(200);
    expect(head.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(await head.text()).toBe('');
    const post = await fetch(`${running.url}${WIDGET_API.product}`, { method: 'POST', headers: { Origin: PARTNER } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('checks pasted article numbers, unknown ones left out', async () => {
    const list = (await data(await get(`${WIDGET_API.skus}?skus=sv01-101,NOPE-1,SV01-101&languageId=3`, { Origin: PARTNER }))) as unknown as { artNo: string; packingUnit: number }[];
    expect(list.map((p) => p.artNo)).toEqual(['SV01-101']);
    expect(list[0]).toMatchObject({ packingUnit: expect.any(Number) });
    expect(list[0]).not.toHaveProperty('stockCn');
  });

  it('lists the catalogue classes, a class’s files and the company contact in the language asked', async () => {
    const classes = (await data(await get(`${WIDGET_API.dataClasses}?languageId=3`, { Origin: PARTNER }))) as unknown as { id: number; name: string }[];
    expect(classes.length).toBeGreaterThan(0);
    const files = (await data(await get(`${WIDGET_API.files}?classId=${classes[0]!.id}&languageId=3`, { Origin: PARTNER }))) as unknown as { fileLink: string }[];
    expect(files[0]?.fileLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const company = await data(await get(`${WIDGET_API.company}?languageId=3`, { Origin: PARTNER }));
    expect(company).toMatchObject({ name: 'Kontor Trading GmbH', address: expect.stringContaining('Deutschland'), salesMail: 'sales@kontor.example.com' });
  });

  it('answers an unknown article number 404 with CORS, so the widget can say so', async () => {
    const response = await get(`${WIDGET_API.product}?sku=NOPE-1&languageId=2`, { Origin: PARTNER });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });
});

describe('an origin not on the allow-list', () => {
  it('gets no CORS headers and no data, for every widget call and its preflight', async () => {
    for (const path of Object.values(WIDGET_API)) {
      const response = await get(`${path}?sku=SV01-101&skus=SV01-101&classId=1&languageId=2`, { Origin: STRANGER });
      expect(response.status, path).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await data(response)).toBeNull();
    }
    const preflight = await fetch(`${running.url}${WIDGET_API.product}`, { method: 'OPTIONS', headers: { Origin: STRANGER, 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('does not read an entry with a path or garbage as an origin', async () => {
    const response = await get(`${WIDGET_API.company}?languageId=2`, { Origin: 'http://localhost:4312' });
    expect(response.status).toBe(403);
  });

  it('gets no CORS header on the shop’s other calls either', async () => {
    const response = await get('/scgl/company/info?languageId=2', { Origin: PARTNER });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the widgets’ files', () => {
  it('serves the loader and the stylesheet to any page, revalidated, and the hashed chunks as immutable', async () => {
    const loader = await get('/widgets.js', { Origin: STRANGER });
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toContain('javascript');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/widgets/kontor.css')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/widgets/product-AbC123xy.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('answers a missing widget file 404, not the storefront page', async () => {
    expect((await get('/widgets/missing-123456.js')).status).toBe(404);
  });
});
