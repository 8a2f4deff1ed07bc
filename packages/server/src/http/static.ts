/**
 * The built storefront as a phone wants it: precompressed brotli/gzip by Accept-Encoding, hashed assets cached
 * for a year as immutable, and index.html (also the history fallback) revalidated every time with an ETag.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Vite writes content-hashed file names under assets/: they never change, so caches may keep them. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Hashed assets (and other static files) with their cache policy; files Vite did not hash are revalidated. */
export function storefrontAssets(root: string): MiddlewareHandler {
  return serveStatic({
    root,
    precompressed: true,
    onFound: (path, c) => {
      c.header('Cache-Control', /\/assets\//.test(path) ? IMMUTABLE : REVALIDATE);
      c.header('Vary', 'Accept-Encoding');
    },
  });
}

interface IndexFile {
  mtimeMs: number;
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** index.html for every storefront path: read once per build (its mtime), compressed once, answered 304 when unchanged. */
export function storefrontIndex(root: string) {
  const file = join(root, 'index.html');
  let cached: IndexFile | undefined;
  const load = (): IndexFile | undefined => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs === mtimeMs) return cached;
    const plain = readFileSync(file);
    const etag = `"${createHash('sha1').update(plain).digest('base64url')}"`;
    cached = { mtimeMs, etag, plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
    return cached;
  };
  return {
    exists: () => existsSync(file),
    respond(c: Context): Response {
      const index = load()!;
      const headers: Record<string, string> = {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': REVALIDATE,
        ETag: index.etag,
        Vary: 'Accept-Encoding',
      };
      if (c.req.header('If-None-Match') === index.etag) return new Response(null, { status: 304, headers });
      const accepts = c.req.header('Accept-Encoding') ?? '';
      const [body, encoding] = /\bbr\b/.test(accepts) ? [index.br, 'br'] : /\bgzip\b/.test(accepts) ? [index.gzip, 'gzip'] : [index.plain, undefined];
      if (encoding) headers['Content-Encoding'] = encoding;
      return new Response(new Uint8Array(body), { status: 200, headers });
    },
  };
}
