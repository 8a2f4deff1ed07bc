/** Pages that search engines and link previews understand: head tags per route and language, robots, sitemap, icons. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { readConfig } from '../../src/config.js';
import { createCatalogueCache } from '../../src/http/catalogue-cache.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { withHeadTags } from '../../src/seo/head.js';
import { pageLanguage } from '../../src/seo/language.js';

const INDEX = `<!doctype html><html lang="en" class="theme-hey"><head><title>Kontor</title></head><body><div id="root"></div></body></html>`;
const ORIGIN = 'https://shop.example';
let running: RunningServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'kontor-seo-'));
  writeFileSync(join(staticDir, 'index.html'), INDEX);
  running = await startServer({ ...readConfig({ KONTOR_STATIC_DIR: staticDir }), port: 0, host: '127.0.0.1', inMemory: true, logRequests: false, auth: { publicUrl: ORIGIN } });
});
afterAll(() => running?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${running.url}${path}`, { headers });
const page = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).text();
/** A GET with the Host header given (fetch sends its own Host whatever it is told). */
const withHost = (path: string, host: string, headers: Record<string, string> = {}) =>
  new Promise<string>((resolve, reject) => {
    const request = httpGet(`${running.url}${path}`, { headers: { ...headers, Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe("a product page's head", () => {
  it('names the product in the title, the preview and the JSON-LD, in the asked language, without price or stock', async () => {
    const html = await page('/detail?id=15&lang=de');
    expect(html).toMatch(/^<!doctype html><html lang="de-DE" class="theme-hey">/);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toMatch(/Alba.* · Kontor$/);
    const name = title!.replace(/ · Kontor$/, '');
    expect(metaOf(html, 'og:title')).toBe(name);
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/admin/sys-file/sku-sv02-105.png`);
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'description')?.length).toBeGreaterThan(20);
    const [product, crumbs] = jsonLdOf(html);
    expect(product).toMatchObject({ '@type': 'Product', name, sku: 'SV02-105', brand: { '@type': 'Brand', name: 'Solvik' }, image: `${ORIGIN}/admin/sys-file/sku-sv02-105.png` });
    expect(product).not.toHaveProperty('offers');
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as { name: string }[]).at(-1)?.name).toBe(name);
    expect(html).not.toMatch(/price|stock|unitPrice|€/i);
  });

  it('links the canonical page and its four languages and the default, on the configured origin only', async () => {
    const html = await withHost('/shareShow?skuCode=SV02-105&share=abc', 'evil.example', { 'X-Forwarded-Host': 'evil.example', 'Accept-Language': 'fr-CH, en;q=0.5' });
    // Asked without a language, the page is the default alternate and its own canonical; with one, that language's.
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/shareShow?skuCode=SV02-105">`);
    expect(html).toContain('<html lang="fr-FR"');
    expect(await page('/shareShow?skuCode=SV02-105&lang=fr')).toContain(`<link rel="canonical" href="${ORIGIN}/shareShow?skuCode=SV02-105&amp;lang=fr">`);
    for (const lang of ['zh', 'en', 'de', 'fr']) expect(html).toContain(`hreflang="${lang}" href="${ORIGIN}/shareShow?skuCode=SV02-105&amp;lang=${lang}"`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/shareShow?skuCode=SV02-105">`);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('share=abc');
    expect(jsonLdOf(html)[0]).toMatchObject({ '@type': 'Product', sku: 'SV02-105' });
    // A catalogue answer made for another Host (its pictures on that origin) is never the one others get...
    expect(await withHost('/scgl/rfsystemgroupdata/recommend?languageId=2', 'evil.example')).toContain('http://evil.example/');
    expect(await page('/scgl/rfsystemgroupdata/recommend?languageId=2')).not.toContain('evil.example');
  });

  it('lets search engines list public pages with something to show, and no other', async () => {
    const robots = async (path: string) => metaOf(await page(path), 'robots');
    for (const path of ['/shareShow?skuCode=SV02-105', '/productPageParts', '/aboutUs?lang=de', '/login']) expect(await robots(path), path).toBeUndefined();
    // Members' pages (a visitor meets the sign-in page there), a share link whose product is gone, an unknown address.
    for (const path of ['/', '/detail?id=15', '/shopping', '/shareShow?skuCode=NO-SUCH-1', '/no/such/page', '/404']) {
      const html = await page(path);
      expect(metaOf(html, 'robots'), path).toBe('noindex');
      // Unlisted, so no canonical or alternates to contradict it.
      expect(html, path).not.toMatch(/<link rel="(canonical|alternate)"/);
    }
    expect(await page('/aboutUs?lang=de')).toMatch(/<link rel="canonical"/);
  });

  it('answers a product page whose product does not exist 404, with the page that says so', async () => {
    for (const path of ['/shareShow?skuCode=NO-SUCH-1&lang=de', '/detail?id=999999']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(metaOf(await response.text(), 'robots')).toBe('noindex');
    }
    expect((await get('/shareShow?skuCode=SV02-105')).status).toBe(200);
  });

  it('answers HEAD as it answers GET, without the body (link checkers and preview bots ask it first)', async () => {
    for (const path of ['/shareShow?skuCode=SV02-105', '/aboutUs', '/productPageParts?page=2']) {
      const response = await fetch(`${running.url}${path}`, { method: 'HEAD' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe('');
    }
    expect((await fetch(`${running.url}/scgl/no-such-call`, { method: 'HEAD' })).status).toBe(404);
  });

  it('gives each public page a title and description of its own in each language', async () => {
    const seen = new Set<string>();
    for (const path of ['/login', '/productPageParts', '/aboutUs', '/news', '/termsOfService', '/commonProblems']) {
      for (const lang of ['zh', 'en', 'de', 'fr']) {
        const html = await page(`${path}?lang=${lang}`);
        const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
        seen.add(`${title}\n${metaOf(html, 'description')}`);
        expect(html.match(/<title>/g), path).toHaveLength(1);
      }
    }
    expect(seen.size).toBe(24);
    // The parts home is a preview page too; a login page is not.
    expect(metaOf(await page('/productPageParts'), 'og:image')).toBe(`${ORIGIN}/icon-512.png`);
    expect(metaOf(await page('/login'), 'og:image')).toBeUndefined();
  });

  it('names each page as the storefront’s tab does, from its built renderer: one catalogue of page titles', async () => {
    const titleOf = async (path: string) => /<title>([^<]*)<\/title>/.exec(await page(path))![1];
    expect(await titleOf('/aboutUs?lang=de')).toBe('Über uns · Kontor');
    expect(await titleOf('/aboutUs?lang=zh')).toBe('关于我们 · 康拓');
    expect(await titleOf('/personalParts?lang=en')).toBe('Parts personal centre · Kontor');
    // A route the head has no words of its own for is still named, and a product page by its product.
    expect(await titleOf('/quickOrder?lang=fr')).toBe('Commande rapide · Kontor');
    expect(await titleOf('/shareShow?skuCode=SV02-105&lang=de')).toBe('Alba Stapelstuhl Standard, Teak natur · Kontor');
    expect(metaOf(await page('/shareShow?skuCode=SV02-105&lang=zh'), 'og:site_name')).toBe('康拓');
  });

  it('keeps tags per page and makes them again after a catalogue write', async () => {
    const first = await get('/detail?id=16&lang=en');
    expect((await get('/detail?id=16&lang=en', { 'If-None-Match': first.headers.get('etag')! })).status).toBe(304);
    expect(first.headers.get('vary')).toContain('Cookie');
    // An app of its own on the same database, whose catalogue cache the test clears as a write would.
    const cache = createCatalogueCache();
    const app = createApp({ db: running.db, staticDir, settings: running.settings, catalogueCache: cache });
    const title = async () => /<title>([^<]*)<\/title>/.exec(await (await app.request('/detail?id=16&lang=en')).text())?.[1];
    const before = await title();
    await running.db.query("UPDATE sku_label SET name = 'Renamed <chair>' WHERE sku_id = 16 AND language_id = 2");
    expect(await title()).toBe(before);
    cache.clear();
    expect(await title()).toBe('Renamed &lt;chair&gt; · Kontor');
  });
});

describe('the page language', () => {
  it('follows ?lang=, then the language cookie, then Accept-Language, else English', () => {
    const url = (query = '') => new URL(`http://shop.test/login${query}`);
    expect(pageLanguage(url('?lang=zh'), 'kontor-lang=de', 'fr')).toBe('zh');
    expect(pageLanguage(url(), 'a=1; kontor-lang=de', 'fr')).toBe('de');
    expect(pageLanguage(url(), 'kontor-lang=xx', 'fr-FR, en;q=0.2')).toBe('fr');
    expect(pageLanguage(url(), undefined, 'ja')).toBe('en');
  });

  it("sets <html lang> to the storefront's own tag, keeping the element's other attributes", () => {
    expect(withHeadTags(INDEX, 'zh', '<title>x</title>')).toMatch(/^<!doctype html><html lang="zh-CN" class="theme-hey"><head><title>x<\/title><\/head>/);
  });
});

describe('robots, sitemap and icons', () => {
  it('robots.txt keeps crawlers out of members areas and the API and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await withHost('/robots.txt', 'evil.example');
    for (const path of ['/shopping', '/pallet', '/myOrders', '/personal', '/scgl/', '/admin/', '/auth/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain('Allow: /admin/sys-file/\n');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).not.toContain('evil.example');
  });

  it('sitemap.xml lists the public pages and shared products in four languages with their alternates', async () => {
    const response = await get('/sitemap.xml', { 'Accept-Encoding': 'gzip' });
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    for (const lang of ['zh', 'en', 'de', 'fr']) {
      expect(xml).toContain(`<loc>${ORIGIN}/login?lang=${lang}</loc>`);
      expect(xml).toContain(`<loc>${ORIGIN}/shareShow?skuCode=SV02-105&amp;lang=${lang}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/aboutUs"/>`);
    expect(xml).not.toMatch(/shopping|personal|detail\?/);
  });

  it('answers the favicon, touch icon, SVG icon and manifest, linked from every page', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    const bytes = Buffer.from(await ico.arrayBuffer());
    expect(bytes.readUInt16LE(2)).toBe(1);
    const touch = PNG.sync.read(Buffer.from(await (await get('/apple-touch-icon.png')).arrayBuffer()));
    expect([touch.width, touch.height]).toEqual([180, 180]);
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(((await manifest.json()) as { icons: unknown[] }).icons).toHaveLength(3);
    const html = await page('/aboutUs');
    for (const href of ['/favicon.ico', '/apple-touch-icon.png', '/manifest.webmanifest']) expect(html).toContain(`href="${href}"`);
  });
});
