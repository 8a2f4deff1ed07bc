/** Where the shop's location lives: the browser's history in the app, an in-memory list in tests and stories. */

export interface ShopHistory {
  /** The current path, query and hash, e.g. `/detail?id=15`. */
  current(): string;
  /** The current entry's own key: the same when the user comes back to it, so its scroll position can be found again. */
  key(): string;
  push(href: string): void;
  replace(href: string): void;
  /** Calls back when the user moves through the history (back, forward); returns the unsubscribe. */
  listen(onPop: () => void): () => void;
  /** Loads `href` as a new document (fresh code after a deploy); in memory it only moves there. */
  reload(href: string): void;
}

let keys = 0;
/** Unique within the tab's session: a reload starts the counter again, so the time keeps keys apart. */
const newKey = () => `${Date.now().toString(36)}-${(++keys).toString(36)}`;

const keyOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && typeof (state as { key?: unknown }).key === 'string' ? (state as { key: string }).key : undefined;

export function browserHistory(): ShopHistory {
  // The entry the document opened on has no key yet (a reload keeps the one it had).
  if (!keyOf(window.history.state)) window.history.replaceState({ ...window.history.state, key: newKey() }, '');
  return {
    current: () => window.location.pathname + window.location.search + window.location.hash,
    key: () => keyOf(window.history.state) ?? 'default',
    push: (href) => window.history.pushState({ key: newKey() }, '', href),
    replace: (href) => window.history.replaceState({ key: newKey() }, '', href),
    listen(onPop) {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
    reload: (href) => window.location.assign(href),
  };
}

export interface MemoryHistory extends ShopHistory {
  /** Every entry's href, oldest first (those ahead of the current one after going back included). */
  readonly entries: readonly string[];
  /** Moves through the entries as back (-1) and forward (1) do, and tells the listeners. */
  go(delta: number): void;
}

/** History kept in memory, starting at the last of `entries` (as react-router's memory router did). */
export function memoryHistory(entries: readonly string[] = ['/']): MemoryHistory {
  const stack = (entries.length > 0 ? entries : ['/']).map((href) => ({ href, key: newKey() }));
  let index = stack.length - 1;
  const listeners = new Set<() => void>();
  const put = (href: string) => void (stack[index] = { href, key: newKey() });
  return {
    get entries() {
      return stack.map((entry) => entry.href);
    },
    current: () => stack[index]!.href,
    key: () => stack[index]!.key,
    push(href) {
      // A new entry drops those ahead of the current one, as in a browser.
      stack.length = ++index;
      put(href);
    },
    replace: put,
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
    reload: put,
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
  };
}
