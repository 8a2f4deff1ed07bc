/** The built storefront's delivery: precompressed assets by Accept-Encoding, immutable hashed assets, revalidated index. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';

const script = `export const shop = "${'kontor '.repeat(400)}";\n`;
let running: RunningServer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kontor-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kontor</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets/index-AbC123.js'), script);
  writeFileSync(join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/index-AbC123.js.gz'), gzipSync(script));
  running = await startServer({ ...readConfig({ KONTOR_STATIC_DIR: dir }), port: 0, host: '127.0.0.1', inMemory: true, logRequests: false });
});
afterAll(() => running?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${running.url}${path}`, { headers });

describe('storefront delivery', () => {
  it('answers a hashed asset with brotli to a client that accepts it, cached as immutable for a year', async () => {
    const response = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(script.length / 10);
    expect(await response.text()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    expect((await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-AbC123.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('revalidates index.html with an ETag and answers 304 when it is unchanged, on every storefront path', async () => {
    for (const path of ['/', '/shopping', '/detail?id=1']) {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(await first.text()).toContain('<div id="root">');
      const again = await get(path, { 'If-None-Match': first.headers.get('etag')! });
      expect(again.status).toBe(304);
    }
  });

  it('still answers unknown API paths with the 404 envelope, not the storefront', async () => {
    const response = await get('/scgl/no-such-call');
    expect(response.status).toBe(404);
  });

  it('opens a server-menu page under an API prefix as the storefront when a browser asks for HTML, not as JSON', async () => {
    const page = await get('/admin/sysxxfsjl/index', { Accept: 'text/html,application/xhtml+xml' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // The API itself still answers calls (no token: 401), and a call for JSON is never given the page.
    expect((await get('/admin/sysxxfsjl/index', { Accept: 'application/json' })).status).not.toBe(200);
    expect((await get('/admin/sysxxfsjl/xtxxsl', { Accept: 'text/html' })).status).toBe(401);
  });
});
