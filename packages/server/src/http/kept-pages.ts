/**
 * Whole storefront pages (index.html with the server's drawing and the head tags) kept per
 * address, language and origin until catalogue data changes, which every step reads: each step keeps its own part,
 * but putting a 90 kB page together again cost ~4 ms of string work per request (profiled on the share page).
 */
import type { CacheStamp, CatalogueCache } from './catalogue-cache.js';

/** Pages kept (~90 kB each); more push the oldest out. Any query string makes an address, so the bound is memory's. */
const MAX_PAGES = 256;

export interface MadePage<T> {
  page: T;
  /** False when a step fell short (a failed call, a busy database): such a page is served, never kept. */
  whole: boolean;
}

export function keptPages<T = string>(cache: Pick<CatalogueCache, 'now' | 'isCurrent'>) {
  const kept = new Map<string, { source: string; page: T; stamp: CacheStamp }>();
  /** The page for `key` made from `source` (index.html as built: a new build makes every page again). */
  return async (key: string, source: string, make: () => Promise<MadePage<T>>): Promise<T> => {
    const entry = kept.get(key);
    if (entry && entry.source === source && cache.isCurrent(entry.stamp)) return entry.page;
    // Stamped before the steps read: a write meanwhile leaves the page out of date, never a stale one current.
    const stamp = cache.now();
    const { page, whole } = await make();
    if (whole) {
      kept.delete(key);
      if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, { source, page, stamp });
    }
    return page;
  };
}
