/** The language a page is answered in, before any script runs: the storefront's order, as far as a server can see it. */
import { isLanguage, LANGUAGE_COOKIE, resolveLanguage, type Language } from '@kontor/api/rules';

/** Accept-Language's tags, most wanted first (by q, then by their order); q=0 means "not this one". */
export function acceptedTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.tag);
}

/** The language cookie's value (the language switch writes it beside the stored setting), if it names one. */
export function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * `?lang=`, then the cookie (the stored choice), then Accept-Language (the browser's languages), else the app's
 * fallback: the order of the storefront's own `initialLanguage` (shop-app state/settings.ts).
 */
export function pageLanguage(url: URL, cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const fromUrl = url.searchParams.get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  return resolveLanguage(cookieLanguage(cookieHeader) ?? null, acceptedTags(acceptLanguage));
}
