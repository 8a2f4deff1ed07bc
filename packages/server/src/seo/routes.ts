/** robots.txt, sitemap.xml, the icons and the web app manifest: the files search engines, browsers and phones ask for. */
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { DEFAULT_THEME_COLOR, DEFAULT_THEME_CONTRAST, LANGUAGES } from '@kontor/api/rules';
import type { AppEnv } from '../env.js';
import type { CacheStamp, CatalogueCache } from '../http/catalogue-cache.js';
import { publicBase } from '../http/public-url.js';
import { escapeHtml } from './escape.js';
import { inLanguage } from './head.js';
import { faviconIco, ICON_SVG, iconPng } from './icons.js';
import { SITE_NAME } from './messages.js';
import { MEMBER_PATHS, PUBLIC_FILES_PATH, SITEMAP_PATHS } from './pages.js';
import { sharedArtNos } from './product.js';

/** The icons change with a release, not a build: a day in caches, then revalidated. */
const ICON_CACHE = 'public, max-age=86400';
/** Robots and sitemap follow the catalogue: asked again each time (they are small, and the sitemap is kept). */
const REVALIDATE = 'no-cache';

/** Each icon made once, on its first request (as a plain Uint8Array, which a Response body takes). */
function once(make: () => Buffer): () => Uint8Array<ArrayBuffer> {
  let made: Uint8Array<ArrayBuffer> | undefined;
  return () => (made ??= new Uint8Array(make()));
}

const ICONS: Record<string, { type: string; body: () => Uint8Array<ArrayBuffer> | string }> = {
  '/favicon.ico': { type: 'image/x-icon', body: once(faviconIco) },
  '/favicon.svg': { type: 'image/svg+xml', body: () => ICON_SVG },
  '/apple-touch-icon.png': { type: 'image/png', body: once(() => iconPng(180, 0)) },
  '/icon-192.png': { type: 'image/png', body: once(() => iconPng(192)) },
  '/icon-512.png': { type: 'image/png', body: once(() => iconPng(512)) },
};

const MANIFEST = JSON.stringify({
  name: SITE_NAME,
  short_name: SITE_NAME,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: DEFAULT_THEME_CONTRAST,
  theme_color: DEFAULT_THEME_COLOR,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
});

/** One `<url>` per language of the page, each naming all four languages and the default as alternates. */
function sitemapEntries(origin: string, address: string): string {
  const alternates = [...LANGUAGES.map((lang) => [lang, inLanguage(origin, address, lang)]), ['x-default', inLanguage(origin, address)]]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href!)}"/>`)
    .join('');
  return LANGUAGES.map((lang) => `<url><loc>${escapeHtml(inLanguage(origin, address, lang))}</loc>${alternates}</url>`).join('\n');
}

export function seoRoutes(cache: CatalogueCache) {
  // ~0.8 MB of XML for the seed's ~320 products in four languages, ~14 kB gzipped: both kept until the catalogue changes.
  let sitemap: { origin: string; xml: string; gzip: Uint8Array<ArrayBuffer>; stamp: CacheStamp } | undefined;
  const routes = new Hono<AppEnv>();
  for (const [path, icon] of Object.entries(ICONS)) {
    routes.get(path, (c) => c.body(icon.body(), 200, { 'Content-Type': icon.type, 'Cache-Control': ICON_CACHE }));
  }
  routes.get('/manifest.webmanifest', (c) => c.body(MANIFEST, 200, { 'Content-Type': 'application/manifest+json', 'Cache-Control': ICON_CACHE }));
  routes.get('/robots.txt', (c) => {
    const lines = ['User-agent: *', `Allow: ${PUBLIC_FILES_PATH}`, ...MEMBER_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicBase(c)}/sitemap.xml`, ''];
    return c.body(lines.join('\n'), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
  });
  routes.get('/sitemap.xml', async (c) => {
    const origin = publicBase(c);
    if (!sitemap || sitemap.origin !== origin || !cache.isCurrent(sitemap.stamp)) {
      const stamp = cache.now();
      const addresses = [...SITEMAP_PATHS, ...(await sharedArtNos(c.var.db)).map((artNo) => `/shareShow?skuCode=${encodeURIComponent(artNo)}`)];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...addresses.map((address) => sitemapEntries(origin, address)),
        '</urlset>',
        '',
      ].join('\n');
      sitemap = { origin, xml, gzip: new Uint8Array(gzipSync(xml)), stamp };
    }
    const headers = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': REVALIDATE, Vary: 'Accept-Encoding' };
    if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) return c.body(sitemap.gzip, 200, { ...headers, 'Content-Encoding': 'gzip' });
    return c.body(sitemap.xml, 200, headers);
  });
  return routes;
}
