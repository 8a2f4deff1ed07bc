/** A storefront page's own address (its path and naming query) and the key its drawing and head are kept under. */
import { isLanguage } from '@kontor/api/rules';
import { SEO_PAGES, type SeoPage } from './pages.js';

/** A query value longer than this names nothing a page shows (a search word is at most 20 characters). */
export const MAX_PARAM_CHARS = 64;

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

/**
 * What a page's drawing and head tags are kept under, besides its language and origin: its path, the values of the
 * parameters its route reads (SEO_PAGES, as given: the page draws what it was given), and the language the query names
 * (a drawn pager's links carry it). A tracker's parameters (`fbclid`, `utm_*`) name nothing a page shows, so they make
 * no page of their own; a route that declares no parameters is kept per whole query.
 */
export function pageKeyOf(url: URL): string {
  const page = SEO_PAGES[url.pathname];
  if (!page?.params) return url.pathname + url.search;
  const read = page.product === 'id' ? [...page.params, 'skuId'] : page.params;
  const values = read.map((name) => url.searchParams.get(name));
  const named = url.searchParams.get('lang');
  return `${url.pathname}\n${JSON.stringify(values)}\n${isLanguage(named) ? named : ''}`;
}
