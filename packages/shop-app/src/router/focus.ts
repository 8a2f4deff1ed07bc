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

/**
 * Moves the focus to the new page's heading, so a screen reader reads where the user has arrived and the next Tab
 * starts there. A screen whose heading waits for its data gets it when it appears, within `patience` ms, else the
 * main landmark; a page drawn again elsewhere meanwhile (the admin layout moves a new page into its new tab) gets it
 * back; the user moving the focus meanwhile wins. Returns a stop for a page left before then.
 */
export function focusPageHeading(doc: Document = document, patience = 1500): () => void {
  const before = doc.activeElement;
  let focused: HTMLElement | null = null;
  const userMoved = () => {
    const active = doc.activeElement;
    return active !== null && active !== doc.body && active !== before && active !== focused;
  };
  const observer = new MutationObserver(() => attempt());
  const timer = setTimeout(() => {
    stop();
    const main = shownMain(doc);
    if (!focused && main && !userMoved()) focusQuietly(main);
  }, patience);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  function attempt() {
    if (userMoved()) return stop();
    if (focused?.isConnected) return;
    const heading = pageHeading(doc);
    if (!heading) return;
    focused = heading;
    focusQuietly(heading);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  attempt();
  return stop;
}
