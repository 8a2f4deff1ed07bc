/**
 * Preloads the next likely route: when the pointer reaches, a finger touches or focus lands on a link to one of
 * the app's routes, that route's screen starts loading, so the click finds its code already there.
 * Nothing loads before such a sign of intent, so the first load stays what the page shows.
 */
import { matchRoute } from '../router/index.js';
import type { AppRoute } from '../routes/types.js';

export function prefetchOnIntent(routes: readonly AppRoute[]): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (started.has(link.pathname)) return;
    started.add(link.pathname);
    const route = matchRoute(routes, link.pathname);
    if (!route) return;
    // A failed preload is retried by the navigation itself, which shows its own error.
    route.screen().catch(() => started.delete(link.pathname));
  };
  const options = { passive: true, capture: true } as const;
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) document.addEventListener(type, onIntent, options);
  return () => {
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const) document.removeEventListener(type, onIntent, options);
  };
}
