/**
 * A router's pages arriving as a browser's loaded pages do: each page's scroll position saved as it is left, and on
 * arrival a new page at its top with the focus on its heading, a page come back to (back, forward, a reload) where
 * it was left, the focus on the link it was left by. A change of the query alone (a tab, a filter) is the same page:
 * its focus and place stay.
 */
import { focusPageHeading, focusReturnLink } from './focus.js';
import type { RouterState, ShopRouter } from './runner.js';
import { pageScroller, scrollMemory, scrollPageTo, type ScrollMemory } from './scroll.js';

export interface PageArrivals {
  /** Saves each page's position as the router leaves it and as the document is left; returns the stop. */
  watch(): () => void;
  /** Once `state`'s page has rendered: its scroll position and focus. */
  arrive(state: RouterState): void;
}

/**
 * A page inside a tab panel (the admin layout's kept tabs) has a scrolling area of its own that keeps its place
 * while another tab shows: showing its tab again must not move it.
 */
const keepsItsPlace = (scroller: Element) => scroller.closest('[role="tabpanel"]') !== null;

export function pageArrivals(router: ShopRouter, doc?: Document, memory?: ScrollMemory): PageArrivals {
  const documentOf = () => doc ?? document;
  let positions = memory;
  const kept = () => (positions ??= scrollMemory());
  let shown = router.getState();
  let arrived: RouterState | null = null;
  const stops: (() => void)[] = [];
  const save = () => {
    if (shown) kept().save(shown.entry, pageScroller(documentOf()).scrollTop);
  };
  return {
    watch() {
      shown = router.getState();
      // The router's listeners run before React draws the next page: the document still shows the one left.
      const unsubscribe = router.subscribe(() => {
        const next = router.getState();
        if (next === shown) return;
        save();
        shown = next;
      });
      const view = documentOf().defaultView;
      view?.addEventListener('pagehide', save);
      // The shop sets every position itself; the browser's own restoring would fight it on back and forward.
      if (view) view.history.scrollRestoration = 'manual';
      return () => {
        unsubscribe();
        view?.removeEventListener('pagehide', save);
      };
    },
    arrive(state) {
      if (state === arrived) return;
      const from = arrived;
      arrived = state;
      for (const stop of stops.splice(0)) stop();
      const current = documentOf();
      const scroller = pageScroller(current);
      const newPage = from === null || from.location.pathname !== state.location.pathname;
      let top: number | undefined;
      // Back, forward or a reload: where the entry was left; a page never seen in this session starts at its top.
      if (state.action === 'pop' || state.action === 'load') top = kept().get(state.entry) ?? (newPage && from ? 0 : undefined);
      else if (newPage && !keepsItsPlace(scroller)) top = 0;
      if (top !== undefined) stops.push(scrollPageTo(scroller, top));
      // The first page's focus is the browser's (the document's start): only a client-side navigation moves it.
      if (!newPage || state.action === 'load') return;
      const left = from ? from.location.pathname + from.location.search : '';
      stops.push(state.action === 'pop' ? focusReturnLink(left, current) : focusPageHeading(current));
    },
  };
}
