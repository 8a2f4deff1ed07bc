/** A page's main heading and the focus moved to it on arrival, as a screen reader user expects of a new page. */

/** The page's main landmark in view: a page kept behind another admin tab has one too, but displays nothing. */
export function shownMain(doc: Document): HTMLElement | null {
  for (const main of doc.querySelectorAll<HTMLElement>('main')) if (main.checkVisibility?.() ?? true) return main;
  return null;
}

/** The page's main heading: one marked `data-page-heading`, else the main landmark's first h1. */
function pageHeading(doc: Document): HTMLElement | null {
  const main = shownMain(doc);
  return main?.querySelector<HTMLElement>('[data-page-heading]') ?? main?.querySelector<HTMLElement>('h1') ?? null;
}

/** Focuses `element` where it is (no jump), focusable for the moment only: a click on the text later focuses nothing. */
function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

/** A heading in the viewport: focusing one far above would send the next Tab there, away from where the user is. */
function inView(element: HTMLElement | null): HTMLElement | null {
  const view = element?.ownerDocument.defaultView;
  if (!element || !view) return null;
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < view.innerHeight ? element : null;
}

/** A link in the page to `href` (path and query), the page's main landmark first: the one the user left by. */
function linkTo(doc: Document, href: string): HTMLElement | null {
  const leadsThere = (link: HTMLAnchorElement) => {
    const url = new URL(link.href, doc.baseURI);
    return url.origin === doc.location?.origin && url.pathname + url.search === href;
  };
  for (const scope of [shownMain(doc), doc.body]) {
    const found = [...(scope?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])].find((link) => leadsThere(link) && link.checkVisibility?.() !== false);
    if (found) return found;
  }
  return null;
}

/**
 * Focuses what `find` returns once it is there, within `patience` ms (a screen's parts may wait for their data),
 * else `fallback`'s answer; a part drawn again elsewhere meanwhile (the admin layout moves a new page into its new tab)
 * gets it back; the user moving the focus meanwhile wins. Returns a stop for a page left before then.
 */
function focusOnArrival(doc: Document, find: () => HTMLElement | null, fallback: () => HTMLElement | null, patience: number): () => void {
  const before = doc.activeElement;
  let focused: HTMLElement | null = null;
  const userMoved = () => {
    const active = doc.activeElement;
    return active !== null && active !== doc.body && active !== before && active !== focused;
  };
  const observer = new MutationObserver(() => attempt());
  const timer = setTimeout(() => {
    stop();
    const last = focused ? null : fallback();
    if (last && !userMoved()) focusQuietly(last);
  }, patience);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  function attempt() {
    if (userMoved()) return stop();
    if (focused?.isConnected) return;
    const target = find();
    if (!target) return;
    focused = target;
    focusQuietly(target);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  attempt();
  return stop;
}

/**
 * Moves the focus to the new page's heading, so a screen reader reads where the user has arrived and the next Tab
 * starts there; the main landmark when no heading comes.
 */
export function focusPageHeading(doc: Document = document, patience = 1500): () => void {
  return focusOnArrival(doc, () => pageHeading(doc), () => shownMain(doc), patience);
}

/**
 * Back or forward to a page: the focus returns to the link the user left it by (`left`, the page left's path and
 * query), as a browser's restored page keeps it, so the next Tab goes on from there; without one, the heading if
 * it is in view, else the focus stays where the browser left it (the page is back at its old place, the heading may
 * be far above).
 */
export function focusReturnLink(left: string, doc: Document = document, patience = 1500): () => void {
  return focusOnArrival(doc, () => linkTo(doc, left), () => inView(pageHeading(doc)), patience);
}
