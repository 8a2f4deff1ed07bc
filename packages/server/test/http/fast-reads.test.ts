/** The front door: signed-out catalogue reads the cache holds are answered before the app, with the app's bytes. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import type { AppEnv } from '../../src/env.js';
import { createCatalogueCache } from '../../src/http/catalogue-cache.js';
import { frontDoor } from '../../src/http/fast-reads.js';
import { readAuthSettings } from '../../src/http/settings.js';

const TREE = '/scgl/rfcategory/tree/qd/zy/2';
let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A catalogue behind the door; counts the requests that reached the app and the database reads. */
async function shop() {
  let label = 'Garden furniture';
  let reads = 0;
  let toApp = 0;
  const cache = createCatalogueCache();
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('settings', readAuthSettings({}));
      await next();
      c.res.headers.set('X-Request-Id', 'from-the-app');
    })
    .use(cache.middleware)
    .get(TREE, (c) => {
      reads += 1;
      return c.json({ code: 0, msg: null, data: [{ id: 1, label: `${label} ${'x'.repeat(2000)}`, tenant: c.req.header('TENANT-ID') ?? '' }] });
    })
    .put('/scgl/rfcategory', (c) => {
      label = 'Outdoor furniture';
      return c.json({ code: 0, msg: null, data: true });
    });
  const listener = getRequestListener(app.fetch);
  server = createServer(frontDoor({ cache, tenantHeader: 'TENANT-ID', logRequests: false }, (request, response) => {
    toApp += 1;
    void listener(request, response);
  }));
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers: { 'Accept-Encoding': 'identity', ...headers } });
  return { base, get, reads: () => reads, toApp: () => toApp };
}

describe('front door', () => {
  it('answers a held signed-out read itself: the same body, type, ETag and caching headers, with a request id', async () => {
    const { get, reads, toApp } = await shop();
    const first = await get(TREE);
    const second = await get(TREE);
    expect([reads(), toApp()]).toEqual([1, 1]);
    const body = await second.text();
    expect(body).toBe(await first.text());
    for (const name of ['Content-Type', 'ETag', 'Cache-Control', 'Vary']) expect(second.headers.get(name)).toBe(first.headers.get(name));
    expect(second.headers.get('X-Request-Id')).toMatch(/^[0-9a-f]{12}$/);
    const held = await get(TREE, { 'If-None-Match': first.headers.get('ETag')! });
    expect(held.status).toBe(304);
    const brotli = await get(TREE, { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(await brotli.text()).toBe(body);
    expect(toApp()).toBe(1);
  });

  it('never answers stale: a write through the app clears what the door serves', async () => {
    const { base, get, reads } = await shop();
    await get(TREE);
    await fetch(base + '/scgl/rfcategory', { method: 'PUT' });
    const after = await (await get(TREE)).json();
    expect(after.data[0].label).toMatch(/^Outdoor furniture/);
    expect(reads()).toBe(2);
  });

  it('leaves sessions, other tenants, escaped paths and browser page requests to the app', async () => {
    const { get, toApp } = await shop();
    await get(TREE);
    await get(TREE, { Authorization: 'Bearer not-a-session' });
    const other = await (await get(TREE, { 'TENANT-ID': '7' })).json();
    expect(other.data[0].tenant).toBe('7');
    await get(TREE.replace('tree', 'tr%65e'));
    await get(TREE, { Accept: 'text/html' });
    expect(toApp()).toBe(5);
  });
});
