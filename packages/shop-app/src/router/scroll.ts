/** Where a page scrolls, scrolling it to a position as it draws, and the positions kept per history entry. */
import { shownMain } from './focus.js';

/**
 * The element the page scrolls in: the admin frame's content area (the nearest scrolling box around the page's
 * main landmark, the same area BackToTop is given), else the document.
 */
export function pageScroller(doc: Document = document): Element {
  const view = doc.defaultView;
  for (let node = shownMain(doc)?.parentElement; node && view && node !== doc.body; node = node.parentElement) {
    if (/^(auto|scroll)$/.test(view.getComputedStyle(node).overflowY)) return node;
  }
  return doc.scrollingElement ?? doc.documentElement;
}

/** What the user does to scroll: after any of these, a restoring scroll must not pull the page back. */
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls `scroller` to `top` at once (no smooth scrolling). A page coming back draws its lower parts over a few
 * tasks (data from the cache, cards in steps), so a position beyond its current end is tried again each frame until
 * reached, `patience` ms have passed, or the user scrolls. Returns a stop for a page left before then.
 */
export function scrollPageTo(scroller: Element, top = 0, patience = 2000): () => void {
  const view = scroller.ownerDocument.defaultView;
  if (!view) return () => undefined;
  const started = Date.now();
  let frame = 0;
  const stop = () => {
    view.cancelAnimationFrame(frame);
    for (const type of USER_SCROLLS) view.removeEventListener(type, stop, true);
  };
  const attempt = () => {
    scroller.scrollTo({ top, behavior: 'instant' });
    if (Math.abs(scroller.scrollTop - top) < 1 || Date.now() - started > patience) stop();
    else frame = view.requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLLS) view.addEventListener(type, stop, { capture: true, passive: true });
  attempt();
  return stop;
}

/** Entries remembered: plenty for back and forward, bounded for the session's storage. */
const KEPT_POSITIONS = 50;
const STORAGE_KEY = 'kontor-scroll-positions';

export interface ScrollMemory {
  save(entry: string, top: number): void;
  /** The position `entry` was left at, if it was. */
  get(entry: string): number | undefined;
}

/**
 * Scroll positions by history entry key. Kept in the session's storage too, so back into the shop from another site
 * (a new document) or a reload still finds them; a storage that refuses (private mode, full) only loses that.
 */
export function scrollMemory(storage: Storage | undefined = globalThis.sessionStorage): ScrollMemory {
  let positions = new Map<string, number>();
  try {
    positions = new Map(JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    // Nothing usable stored: start empty.
  }
  return {
    save(entry, top) {
      positions.delete(entry);
      positions.set(entry, Math.round(top));
      if (positions.size > KEPT_POSITIONS) positions.delete(positions.keys().next().value!);
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Kept in memory only.
      }
    },
    get: (entry) => positions.get(entry),
  };
}
