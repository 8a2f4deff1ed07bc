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
import { headTags, withHeadTags, type Crumb, type HeadPage } from './head.js';
import { pageLanguage } from './language.js';
import { fill, PAGE_TEXT, SITE_TEXT } from './messages.js';
import { SEO_PAGES, type SeoPage } from './pages.js';
import { publicProduct, skuIdOf, type PublicProduct } from './product.js';

/** Pages kept; more addresses (searches, unknown ids) push the oldest out. */
const MAX_PAGES = 1000;
/** Search engines show about this many characters of a description. */
const DESCRIPTION_CHARS = 160;
/** A query value longer than this names nothing a page shows (a search word is at most 20 characters). */
const MAX_PARAM_CHARS = 64;

/** The page's address: its path and the query values that name what it shows, in a fixed order. */
export function addressOf(url: URL, page: SeoPage | undefined): string {
  if (!page) return url.pathname;
  const query = new URLSearchParams();
  for (const name of page.params ?? []) {
    const value = (name === 'id' && page.product === 'id' ? (url.searchParams.get('id') ?? url.searchParams.get('skuId')) : url.searchParams.get(name)) ?? '';
    if (value && value.length <= MAX_PARAM_CHARS && !(name === 'page' && value === '1')) query.set(name, value);
  }
  const search = query.toString();
  return `${page.canonical ?? url.pathname}${search ? `?${search}` : ''}`;
}

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

/** What the head says about the page at `url` in `lang`. */
export async function describePage(db: Db, url: URL, lang: Language, origin: string): Promise<HeadPage> {
  const page = SEO_PAGES[url.pathname];
  const address = addressOf(url, page);
  const site = SITE_TEXT[lang];
  const negotiated = !isLanguage(url.searchParams.get('lang'));
  if (!page) return { lang, negotiated, origin, address, title: site.name, description: site.description };
  const text = PAGE_TEXT[page.key][lang];
  const product = page.product ? await productOf(db, page, url, lang, origin) : undefined;
  const description = shorten(product ? (product.description ?? fill(site.product, { name: product.name, artNo: product.artNo, brand: product.brand })) : (text.description ?? site.description));
  const head: HeadPage = { lang, negotiated, origin, address, title: `${product?.name ?? text.title} · ${site.name}`, description };
  if (!page.product && !page.preview) return head;
  const crumbs: Crumb[] = [{ name: site.name, address: '/' }];
  if (page.parts) crumbs.push({ name: PAGE_TEXT.parts[lang].title, address: '/productPageParts' });
  else if (product?.category) crumbs.push({ name: product.category.name, address: `/classification?id=${product.category.id}` });
  if (address !== crumbs.at(-1)!.address) crumbs.push({ name: product?.name ?? text.title, address });
  return { ...head, preview: { image: product?.image ?? `${origin}/icon-512.png`, crumbs, product } };
}

/** The index variant that puts each page's tags in; `cache` tells when catalogue data changed. */
export function pageHeads(cache: CatalogueCache) {
  const kept = new Map<string, { tags: string; stamp: CacheStamp }>();
  return async (c: Context<AppEnv>, html: string): Promise<string> => {
    const url = new URL(c.req.url);
    const lang = pageLanguage(url, c.req.header('Cookie'), c.req.header('Accept-Language'));
    const origin = publicBase(c);
    const key = `${origin}\n${addressOf(url, SEO_PAGES[url.pathname])}\n${lang}\n${isLanguage(url.searchParams.get('lang'))}`;
    let entry = kept.get(key);
    if (!entry || !cache.isCurrent(entry.stamp)) {
      // Stamped before the read: a write while it runs leaves the entry out of date, never a stale one current.
      const stamp = cache.now();
      entry = { tags: headTags(await describePage(c.var.db, url, lang, origin)), stamp };
      kept.delete(key);
      if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, entry);
    }
    return withHeadTags(html, lang, entry.tags);
  };
}
