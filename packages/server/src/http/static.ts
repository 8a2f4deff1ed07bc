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
      const hashed = /\/assets\//.test(path);
      c.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
      c.header('Vary', 'Accept-Encoding');
      // A hashed file is never revalidated: its Last-Modified would only cost bytes on each of a page's ~100 files.
      if (hashed) c.header('Last-Modified', undefined);
      // Module scripts are always read as UTF-8, so the charset parameter would only cost bytes on each script.
      if (hashed && /\.m?js(\.br|\.gz)?$/.test(path)) c.header('Content-Type', 'text/javascript');
    },
  });
}

interface IndexFile {
  mtimeMs: number;
  html: string;
}

interface Variant {
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** A page made from index.html, with its status when it is not 200 (a share link whose product is gone: 404). */
export type IndexPage = string | { html: string; status: number };

/** What varies index.html per request: the route drawn by the server and its head tags, from the URL and its language. */
export type IndexVariant = (c: Context, html: string) => Promise<IndexPage> | IndexPage;

/** Compressed variants kept: the plain index and the recently asked product pages. */
const MAX_VARIANTS = 256;

/**
 * index.html for every storefront path: read once per build (its mtime), compressed once per variant, answered 304
 * when unchanged. `variant` may rewrite the page per request (the drawn route, its head tags); each variant has its
 * own ETag, and the answer varies by Accept-Language and Cookie too, which may choose the page's language.
 */
export function storefrontIndex(root: string, variant?: IndexVariant) {
  const file = join(root, 'index.html');
  let cached: IndexFile | undefined;
  const variants = new Map<string, Variant>();
  const load = (): IndexFile | undefined => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs === mtimeMs) return cached;
    variants.clear();
    cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached;
  };
  const compressed = (html: string): Variant => {
    const known = variants.get(html);
    if (known) return known;
    const plain = Buffer.from(html);
    const made = { etag: `"${createHash('sha1').update(plain).digest('base64url')}"`, plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
    if (variants.size >= MAX_VARIANTS) variants.delete(variants.keys().next().value!);
    variants.set(html, made);
    return made;
  };
  return {
    exists: () => existsSync(file),
    async respond(c: Context): Promise<Response> {
      const html = load()!.html;
      // A failed variant (say, the database is busy) still answers the plain page: the app does the rest.
      const made = variant ? await Promise.resolve(variant(c, html)).catch(() => html) : html;
      const { html: page, status } = typeof made === 'string' ? { html: made, status: 200 } : made;
      const index = compressed(page);
      const headers: Record<string, string> = {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': REVALIDATE,
        ETag: index.etag,
        // The page's language comes from the address, the language cookie or Accept-Language (seo/language.ts).
        Vary: variant ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding',
      };
      if (status === 200 && c.req.header('If-None-Match') === index.etag) return new Response(null, { status: 304, headers });
      const accepts = c.req.header('Accept-Encoding') ?? '';
      const [body, encoding] = /\bbr\b/.test(accepts) ? [index.br, 'br'] : /\bgzip\b/.test(accepts) ? [index.gzip, 'gzip'] : [index.plain, undefined];
      if (encoding) headers['Content-Encoding'] = encoding;
      return new Response(new Uint8Array(body), { status, headers });
    },
  };
}
