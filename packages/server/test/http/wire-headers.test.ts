/** What a first visit pays per request: hashed files without headers nobody reads, and no page for a missing file. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';

let running: RunningServer;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kontor-wire-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Kontor</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets/small-AbC123.js'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'assets/small-AbC123.js.br'), brotliCompressSync('export const a = 1;\n'));
  writeFileSync(join(dir, 'humans.txt'), 'Kontor\n');
  running = await startServer({ ...readConfig({ KONTOR_STATIC_DIR: dir }), port: 0, host: '127.0.0.1', inMemory: true, logRequests: false });
});
afterAll(() => running?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${running.url}${path}`, { headers });

describe('headers on the wire', () => {
  it('sends a hashed asset without Last-Modified, a request id or a charset, still immutable and varying by encoding', async () => {
    const response = await get('/assets/small-AbC123.js', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('last-modified')).toBeNull();
    expect(response.headers.get('x-request-id')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/javascript');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe('export const a = 1;\n');
  });

  it('keeps Last-Modified on a file Vite did not hash (revalidated, not immutable)', async () => {
    const response = await get('/humans.txt');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('last-modified')).not.toBeNull();
  });

  it('still gives every API answer its request id', async () => {
    const response = await get('/scgl/no-such-call');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{12}$/);
    // Each answer its own id, so support finds the one line of the log.
    const ids = new Set(await Promise.all([1, 2, 3].map(async () => (await get('/scgl/no-such-call')).headers.get('x-request-id'))));
    expect(ids.size).toBe(3);
  });

  it('answers a missing file (an old icon, an old build’s chunk) with a bare 404, not the page', async () => {
    // The server answers /favicon.ico itself (seo.test.ts); a name it does not know is still a missing file.
    for (const path of ['/favicon-old.png', '/assets/gone-Old123.js']) {
      const response = await get(path, { Accept: 'image/avif,image/webp,*/*' });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    }
    // Storefront paths without a file name still get the page (history fallback).
    const page = await get('/detail?id=15', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});
