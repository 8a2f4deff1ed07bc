/** The catalogue cache: answers from memory with ETag and 304, never stale after a write, separate per tenant and caller. */
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../../src/env.js';
import { createCatalogueCache } from '../../src/http/catalogue-cache.js';
import { readAuthSettings } from '../../src/http/settings.js';

const TREE = '/scgl/rfcategory/tree/qd/zy/2';

/** A catalogue whose label changes on every write, and which counts how often the database was really asked. */
function shop(maxAgeMs?: number) {
  let label = 'Garden furniture';
  let reads = 0;
  const cache = createCatalogueCache(maxAgeMs === undefined ? {} : { maxAgeMs });
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('settings', readAuthSettings({}));
      await next();
    })
    .use(cache.middleware)
    .get(TREE, (c) => {
      reads += 1;
      return c.json({ code: 0, msg: null, data: [{ id: 1, label: `${label} ${'x'.repeat(2000)}`, tenant: c.req.header('TENANT-ID') ?? '' }] });
    })
    .post('/scgl/rfcategory/skus', async (c) => {
      reads += 1;
      return c.json({ code: 0, msg: null, data: await c.req.json() });
    })
    .post('/scgl/rfsparepartsproduct/getRfSpareParts', (c) => c.json({ code: 0, msg: null, data: [] }))
    .post('/scgl/rfstorecart', (c) => c.json({ code: 0, msg: null, data: true }))
    .post('/auth/oauth/token', (c) => c.json({ access_token: 't' }))
    .put('/scgl/rfcategory', (c) => {
      label = 'Outdoor furniture';
      return c.json({ code: 0, msg: null, data: true });
    });
  return { app, cache, reads: () => reads };
}

describe('catalogue cache', () => {
  it('answers a repeated read from memory with the same body and an ETag, and 304 to a caller that holds it', async () => {
    const { app, reads } = shop();
    const first = await app.request(TREE);
    const body = await first.text();
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^".+"$/);
    const second = await app.request(TREE);
    expect(await second.text()).toBe(body);
    expect(second.headers.get('ETag')).toBe(etag);
    expect(reads()).toBe(1);
    const revalidated = await app.request(TREE, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(reads()).toBe(1);
  });

  it('encodes the first answer as it encodes the later ones: the same ETag and brotli for a caller that takes it', async () => {
    const { app } = shop();
    const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
    const [first, second] = [await app.request(TREE, { headers }), await app.request(TREE, { headers })];
    expect(first.headers.get('Content-Encoding')).toBe('br');
    expect(second.headers.get('Content-Encoding')).toBe('br');
    expect(first.headers.get('ETag')).toBe(second.headers.get('ETag'));
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(Buffer.from(await second.arrayBuffer()));
  });

  it('serves the next read after a write from the database, never the stale answer', async () => {
    const { app, reads } = shop();
    expect(await (await app.request(TREE)).text()).toContain('Garden furniture');
    expect((await app.request('/scgl/rfcategory', { method: 'PUT' })).status).toBe(200);
    expect(await (await app.request(TREE)).text()).toContain('Outdoor furniture');
    expect(reads()).toBe(2);
  });

  it('stays current through reads asked by POST, sign-ins and a member\'s cart (a product page asks its spare parts)', async () => {
    const { app, cache, reads } = shop();
    await app.request(TREE);
    const stamp = cache.now();
    for (const path of ['/scgl/rfsparepartsproduct/getRfSpareParts', '/scgl/rfstorecart', '/auth/oauth/token']) {
      expect((await app.request(path, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })).status).toBe(200);
    }
    await app.request(TREE);
    expect(reads()).toBe(1);
    expect(cache.isCurrent(stamp)).toBe(true);
    await app.request('/scgl/rfcategory', { method: 'PUT' });
    expect(cache.isCurrent(stamp)).toBe(false);
  });

  it('keeps tenants, request bodies and signed-in callers apart', async () => {
    const { app, reads } = shop();
    const one = await (await app.request(TREE, { headers: { 'TENANT-ID': '1' } })).json();
    const two = await (await app.request(TREE, { headers: { 'TENANT-ID': '2' } })).json();
    expect([one.data[0].tenant, two.data[0].tenant]).toEqual(['1', '2']);
    const skus = (id: number) => app.request('/scgl/rfcategory/skus', { method: 'POST', body: JSON.stringify({ id }), headers: { 'Content-Type': 'application/json' } });
    expect((await (await skus(1)).json()).data).toEqual({ id: 1 });
    expect((await (await skus(2)).json()).data).toEqual({ id: 2 });
    expect(reads()).toBe(4);
  });

  it('compresses a large cached answer once for the encodings the caller accepts', async () => {
    const { app } = shop();
    await app.request(TREE);
    const br = await app.request(TREE, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const gzip = await app.request(TREE, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('re-reads after its maximum age (instances sharing one PostgreSQL)', async () => {
    const { app, reads } = shop(0);
    await app.request(TREE);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.request(TREE);
    expect(reads()).toBe(2);
  });
});
