/**
 * Each storefront page's head tags for its route and language (head.ts), put into index.html as it is served. The
 * tags are kept per public origin, address and language, and made again after a catalogue write (with the catalogue
 * cache): a product page then costs a map lookup and a string replace.
 */
import type { Context } from 'hono';
import { isLanguage, type Language } from '@kontor/api/rules';
import type { Db } from '../db/db.js';
import type { AppEnv } from '../env.js';
import type { CacheStamp, CatalogueCache } from '../http/catalogue-cache.js';
import { publicBase } from '../http/public-url.js';
import type { PageNames } from '../http/server-render.js';
import { headTags, withHeadTags, type Crumb, type HeadPage } from './head.js';
import { pageLanguage } from './language.js';
import { fill, PAGE_DESCRIPTIONS, SITE_NAME, SITE_TEXT } from './messages.js';
import { SEO_PAGES, type SeoPage } from './pages.js';
import { addressOf, MAX_PARAM_CHARS } from './address.js';

export { addressOf };
import { publicProduct, skuIdOf, type PublicProduct } from './product.js';

/** Pages kept; more addresses (searches, unknown ids) push the oldest out. */
const MAX_PAGES = 1000;
/** Search engines show about this many characters of a description. */
const DESCRIPTION_CHARS = 160;
const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_CHARS ? flat : `${flat.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;
};

async function productOf(db: Db, page: SeoPage, url: URL, lang: Language, origin: string): Promise<PublicProduct | undefined> {
  if (page.product === 'id') {
    const id = skuIdOf(url.searchParams.get('id') ?? url.searchParams.get('skuId'));
    return id === undefined ? undefined : publicProduct(db, lang, { id }, origin);
  }
  const artNo = url.searchParams.get('skuCode');
  return page.product === 'skuCode' && artNo && artNo.length <= MAX_PARAM_CHARS ? publicProduct(db, lang, { artNo }, origin) : undefined;
}

/** How the storefront names a page (its built renderer's `pageNames`); undefined without a build. */
export type PageNamer = (path: string, lang: Language) => Promise<PageNames | undefined>;

/** Without the storefront's build there are no route names to borrow: a product keeps its name, in the English form. */
const UNNAMED: PageNames = { page: undefined, shop: SITE_NAME, title: (page) => (page ? `${page} · ${SITE_NAME}` : SITE_NAME) };

/** What the head says about the page at `url` in `lang`, each page named as the storefront's tab names it. */
export async function describePage(db: Db, url: URL, lang: Language, origin: string, namer: PageNamer = async () => undefined): Promise<HeadPage> {
  const page = SEO_PAGES[url.pathname];
  const address = addressOf(url, page);
  const site = SITE_TEXT[lang];
  const names = (await namer(url.pathname, lang)) ?? UNNAMED;
  const negotiated = !isLanguage(url.searchParams.get('lang'));
  const base = { lang, negotiated, origin, address, siteName: names.shop };
  if (!page) return { ...base, title: names.title(), description: site.description, indexable: false };
  const product = page.product ? await productOf(db, page, url, lang, origin) : undefined;
  const indexable = page.public === true && (!page.product || product !== undefined);
  const description = shorten(product ? (product.description ?? fill(site.product, { name: product.name, artNo: product.artNo, brand: product.brand })) : (PAGE_DESCRIPTIONS[page.key]?.[lang] ?? site.description));
  const head: HeadPage = { ...base, title: names.title(product?.name ?? names.page), description, indexable, missing: page.product !== undefined && product === undefined };
  if (!page.product && !page.preview) return head;
  const crumbs: Crumb[] = [{ name: names.shop, address: '/' }];
  if (page.parts) crumbs.push({ name: (await namer('/productPageParts', lang))?.page ?? names.shop, address: '/productPageParts' });
  else if (product?.category) crumbs.push({ name: product.category.name, address: `/classification?id=${product.category.id}` });
  if (address !== crumbs.at(-1)!.address) crumbs.push({ name: product?.name ?? names.page ?? names.shop, address });
  return { ...head, preview: { image: product?.image ?? `${origin}/icon-512.png`, crumbs, product } };
}

/** The index variant that puts each page's tags in, and answers 404 for a product that does not exist; `cache` tells when catalogue data changed. */
export function pageHeads(cache: CatalogueCache, namer?: PageNamer) {
  const kept = new Map<string, { tags: string; status: number; stamp: CacheStamp }>();
  return async (c: Context<AppEnv>, html: string): Promise<{ html: string; status: number }> => {
    const url = new URL(c.req.url);
    const lang = pageLanguage(url, c.req.header('Cookie'), c.req.header('Accept-Language'));
    const origin = publicBase(c);
    const key = `${origin}\n${addressOf(url, SEO_PAGES[url.pathname])}\n${lang}\n${isLanguage(url.searchParams.get('lang'))}`;
    let entry = kept.get(key);
    if (!entry || !cache.isCurrent(entry.stamp)) {
      // Stamped before the read: a write while it runs leaves the entry out of date, never a stale one current.
      const stamp = cache.now();
      const described = await describePage(c.var.db, url, lang, origin, namer);
      entry = { tags: headTags(described), status: described.missing ? 404 : 200, stamp };
      kept.delete(key);
      if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, entry);
    }
    return { html: withHeadTags(html, lang, entry.tags), status: entry.status };
  };
}
