// Pages that search engines and link previews understand (issue 31, item 5), against the real server: each public
// page's head in four languages, read by the browser's own HTML parser (no app script runs); a product's preview and
// JSON-LD; robots.txt, sitemap.xml and the icons.
import { expect, test } from './support/test.js';

const LANGUAGES = ['zh', 'en', 'de', 'fr'] as const;
const PUBLIC_PAGES = ['/login', '/productPageParts', '/aboutUs', '/news', '/termsOfService', '/commonProblems', '/shareShow?skuCode=SV02-105'];
const PRODUCT_PAGES = ['/shareShow?skuCode=SV02-105', '/detail?id=15'];

interface Head {
  lang: string;
  title: string;
  description: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  meta: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

test('every public page has its title, description, canonical URL and language alternates in four languages', async ({ page, request, baseURL }) => {
  // The blank page the test starts on: only the browser's HTML parser is used.
  const headOf = async (path: string): Promise<Head> => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return page.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
      const pairs = (selector: string, key: string, value: string) =>
        Object.fromEntries([...doc.querySelectorAll(selector)].map((el) => [el.getAttribute(key) ?? '', el.getAttribute(value) ?? '']));
      return {
        lang: doc.documentElement.lang,
        title: doc.title,
        description: attr('meta[name="description"]', 'content'),
        canonical: attr('link[rel="canonical"]', 'href'),
        alternates: pairs('link[rel="alternate"][hreflang]', 'hreflang', 'href'),
        meta: { ...pairs('meta[property^="og:"]', 'property', 'content'), ...pairs('meta[name^="twitter:"]', 'name', 'content') },
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent ?? 'null') as Record<string, unknown>),
      };
    }, await response.text());
  };

  for (const path of PUBLIC_PAGES) {
    const titles = new Set<string>();
    for (const lang of LANGUAGES) {
      const head = await headOf(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(head.lang, path).toMatch(new RegExp(`^${lang}-`));
      expect(head.title, path).toMatch(lang === 'zh' ? /\S · 康拓$/ : /\S · Kontor$/);
      expect(head.description?.length, path).toBeGreaterThan(20);
      expect(head.canonical, path).toBe(new URL(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, baseURL).href);
      expect(Object.keys(head.alternates).sort(), path).toEqual(['de', 'en', 'fr', 'x-default', 'zh']);
      for (const href of Object.values(head.alternates)) expect(new URL(href).origin).toBe(new URL(baseURL!).origin);
      titles.add(head.title);
    }
    expect(titles.size, `${path}: a title per language`).toBe(4);
  }

  for (const path of PRODUCT_PAGES) {
    const head = await headOf(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
    const product = head.jsonLd.find((item) => item['@type'] === 'Product');
    expect(product, path).toMatchObject({ sku: 'SV02-105', brand: { name: 'Solvik' }, name: expect.stringContaining('Alba') });
    expect(product).not.toHaveProperty('offers');
    expect(head.jsonLd.some((item) => item['@type'] === 'BreadcrumbList'), path).toBe(true);
    expect(head.meta['og:title'], path).toBe(product!.name);
    expect(head.meta['twitter:title'], path).toBe(product!.name);
    expect(head.meta['og:image'], path).toMatch(/^http:\/\/.+\/admin\/sys-file\/.+\.png$/);
    expect((await request.get(head.meta['og:image']!)).status(), 'the preview picture loads signed out').toBe(200);
  }
});

test('robots.txt, sitemap.xml, the favicon and the manifest answer with their types', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const rules = await robots.text();
  for (const path of ['/shopping', '/personal', '/myOrders', '/scgl/']) expect(rules).toContain(`Disallow: ${path}\n`);
  expect(rules).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  for (const lang of LANGUAGES) expect(xml).toContain(`<loc>${new URL(`/aboutUs?lang=${lang}`, baseURL).href}</loc>`);
  expect(xml).toContain('hreflang="x-default"');

  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ name: 'Kontor', icons: expect.any(Array) });
});

test('the storefront keeps the title the server gave a page, a product named by its name', async ({ page, request }) => {
  for (const path of ['/shareShow?skuCode=SV02-105&lang=de', '/aboutUs?lang=fr']) {
    const served = /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1];
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page, path).toHaveTitle(served!.replace(/&amp;/g, '&'));
  }
});

test('a visit that came in French goes on in French: the next page, and the reload, without ?lang=', async ({ page }) => {
  // A search result's alternate names the language; the browser prefers English.
  await page.goto('/news?lang=fr');
  await page.getByRole('link', { name: 'Conditions d’utilisation' }).click();
  await expect(page).toHaveURL(/\/termsOfService$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
});

test('a member who chose a language keeps it; a shared link in another language shows that page only', async ({ page }) => {
  await page.goto('/aboutUs?lang=de');
  await page.goto('/aboutUs?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await page.goto('/aboutUs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});
