/**
 * A page's head tags for search engines and link previews: title, description, canonical URL and language
 * alternates (on pages search engines may list; `noindex` on the others), icons, and on product, share and parts
 * pages Open Graph, Twitter card and schema.org JSON-LD (Product, BreadcrumbList). Every value is text, escaped
 * here; every URL is absolute on the public origin.
 */
import { DEFAULT_THEME_COLOR, LANGUAGES, type Language } from '@kontor/api/rules';
import { escapeHtml, scriptJson } from './escape.js';
import type { PublicProduct } from './product.js';
import { ICON_LINKS } from './icons.js';

/** `<html lang>`: the tags the storefront's provider sets on the client (ui's LOCALE_TAGS), so nothing changes on load. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

export interface Crumb {
  name: string;
  /** Path and query on the public origin. */
  address: string;
}

export interface HeadPage {
  lang: Language;
  /**
   * The address named no language (the cookie or Accept-Language chose it): the page is the `x-default` alternate
   * and its own canonical, as search engines ask; one asked with `?lang=` is the canonical of that language.
   */
  negotiated?: boolean;
  /** The shop's name in the page's language (康拓 in Chinese), as its header shows it. */
  siteName: string;
  /** The configured public origin, without a trailing slash. */
  origin: string;
  /** The page's path and naming query, without `lang` (`/detail?id=15`). */
  address: string;
  /** The whole title (`… · Kontor`, `… · 康拓` in Chinese): the storefront's own, as its tab shows it. */
  title: string;
  description: string;
  /**
   * A page search engines may list: a public page with something to show. A members' page (the visitor meets the sign-in
   * page there), an unknown address and a share link whose product is gone say `noindex`.
   */
  indexable: boolean;
  /** The product the address names does not exist (a share link whose product is gone): the page is answered 404. */
  missing?: boolean;
  /** Product, share and parts pages: a preview (Open Graph, Twitter card) and a trail of breadcrumbs. */
  preview?: { image: string; crumbs: Crumb[]; product?: PublicProduct | undefined };
}

/** The page's address in `lang` (the language's own URL, as its alternate names it). */
export function inLanguage(origin: string, address: string, lang?: Language): string {
  const url = new URL(address, origin);
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string, extra = '') => `<link rel="${rel}"${extra} href="${escapeHtml(href)}">`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${scriptJson(value)}</script>`;

/** The tags, in the order a reader of the source expects them: title first. */
export function headTags(page: HeadPage): string {
  const { lang, origin, address } = page;
  const canonical = inLanguage(origin, address, page.negotiated ? undefined : lang);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    // A page kept out of the index names no canonical and no alternates: search engines read `noindex` beside a
    // canonical as contradictory, and alternates pointing at unlisted pages as errors.
    ...(page.indexable
      ? [
          link('canonical', canonical),
          ...LANGUAGES.map((other) => link('alternate', inLanguage(origin, address, other), ` hreflang="${other}"`)),
          link('alternate', inLanguage(origin, address), ' hreflang="x-default"'),
        ]
      : [meta('name', 'robots', 'noindex')]),
    ...ICON_LINKS,
    meta('name', 'theme-color', DEFAULT_THEME_COLOR),
  ];
  if (page.preview) tags.push(...previewTags(page, canonical, page.preview));
  return tags.join('');
}

function previewTags(page: HeadPage, canonical: string, preview: NonNullable<HeadPage['preview']>): string[] {
  const { product, image, crumbs } = preview;
  const name = product?.name ?? page.title;
  const tags = [
    meta('property', 'og:type', product ? 'product' : 'website'),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', name),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', HTML_LANG[page.lang].replace('-', '_')),
    // The small card: product pictures are square thumbnails, below the large card's 2:1 and 300x157 px.
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', name),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
  ];
  if (product) {
    // No offers: a price is for signed-in buyers only, and this HTML is the same for everyone.
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: product.artNo,
        brand: { '@type': 'Brand', name: product.brand },
        ...(product.image ? { image: product.image } : {}),
        ...(product.description ? { description: product.description } : {}),
        url: canonical,
      }),
    );
  }
  tags.push(
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: inLanguage(page.origin, crumb.address, page.lang) })),
    }),
  );
  return tags;
}

/**
 * index.html with the tags in its head: `<html lang>` set, its one `<title>` replaced by the tags (which begin with
 * the title), the rest of the page as built. A page without a head or title is answered as it is.
 */
export function withHeadTags(html: string, lang: Language, tags: string): string {
  const title = /<title>[^<]*<\/title>/.exec(html);
  if (!title) return html;
  const withLang = html.replace(/<html\b([^>]*)>/, (_tag, attributes: string) => `<html lang="${HTML_LANG[lang]}"${attributes.replace(/\s+lang="[^"]*"/, '')}>`);
  return withLang.replace(/<title>[^<]*<\/title>/, () => tags);
}
