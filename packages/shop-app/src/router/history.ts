/** Where the shop's location lives: the browser's history in the app, an in-memory list in tests and stories. */

export interface ShopHistory {
  /** The current path, query and hash, e.g. `/detail?id=15`. */
  current(): string;
  push(href: string): void;
  replace(href: string): void;
  /** Calls back when the user moves through the history (back, forward); returns the unsubscribe. */
  listen(onPop: () => void): () => void;
  /** Loads `href` as a new document (fresh code after a deploy); in memory it only moves there. */
  reload(href: string): void;
}

export function browserHistory(): ShopHistory {
  return {
    current: () => window.location.pathname + window.location.search + window.location.hash,
    push: (href) => window.history.pushState(null, '', href),
    replace: (href) => window.history.replaceState(null, '', href),
    listen(onPop) {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
    reload: (href) => window.location.assign(href),
  };
}

/** History kept in memory, starting at the last of `entries` (as react-router's memory router did). */
export function memoryHistory(entries: readonly string[] = ['/']): ShopHistory & { entries: readonly string[] } {
  const stack = entries.length > 0 ? [...entries] : ['/'];
  return {
    get entries() {
      return stack;
    },
    current: () => stack.at(-1)!,
    push: (href) => void stack.push(href),
    replace: (href) => void (stack[stack.length - 1] = href),
    listen: () => () => undefined,
    reload: (href) => void (stack[stack.length - 1] = href),
  };
}
