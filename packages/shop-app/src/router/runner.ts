/**
 * Kontor's route runner: matches a location against the route table, runs the route's guard before anything renders
 * (it may send the user elsewhere), loads the screen and its layout, and only then shows the new page, so the
 * previous page stays on screen until the next is ready. Unknown paths go to /404.
 */
import type { ComponentType } from 'react';
import type { AppRoute, RouteLayout } from '../routes/types.js';
import { hrefOf, locationOf, type Location, type Navigate } from './context.js';
import type { ShopHistory } from './history.js';
import { matchRoute } from './match.js';

type Module = Promise<{ default: ComponentType }>;

/** Stay (null) or go to the returned path; a promise when the guard must ask the server first. */
export type GuardVerdict = string | null;
export type Guard = (route: AppRoute, location: Location) => GuardVerdict | Promise<GuardVerdict>;

export interface ShopRouterOptions {
  routes: readonly AppRoute[];
  history: ShopHistory;
  /** Each layout's frame, loaded with the first route that uses it; a layout without one renders the page bare. */
  layouts?: Partial<Record<RouteLayout, () => Module>>;
  guard?: Guard;
  /** Where an unknown path goes (replacing it), and where a page whose code fails on the first load goes. */
  notFoundPath?: string;
  errorPath?: string;
  /** A page's code not loaded in this time fails as a failed load does (spec section 9: 120 s); none by default. */
  loadTimeoutMs?: number;
  /** The frame around every page (providers, session services); it renders the page with `<Outlet />`. */
  shell?: ComponentType;
}

/** How the shown page was reached: the document's first page, a new entry, in place of the last, or back/forward. */
export type NavigationAction = 'load' | 'push' | 'replace' | 'pop';

export interface RouterState {
  location: Location;
  action: NavigationAction;
  /** The history entry's key: the same when the user comes back to it. */
  entry: string;
  route: AppRoute;
  Screen: ComponentType;
  Layout?: ComponentType;
}

export interface ShopRouter {
  navigate: Navigate;
  /** The shown page; null until the first one is ready. */
  getState(): RouterState | null;
  subscribe(listener: () => void): () => void;
  shell?: ComponentType;
}

/** How a run moves the history: a new entry, the current one replaced, or the browser has moved already (pop). */
type Move = 'push' | 'replace' | 'pop';

/** A guard sending users in circles must not hang the tab. */
const MAX_REDIRECTS = 10;

/** `work`, or a rejection once `ms` have passed (none without `ms`). */
function within<T>(work: Promise<T>, ms: number | undefined): Promise<T> {
  if (ms === undefined) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the page's code did not load within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export function createShopRouter({ routes, history, layouts = {}, guard, notFoundPath, errorPath, loadTimeoutMs, shell }: ShopRouterOptions): ShopRouter {
  let state: RouterState | null = null;
  let latest = 0;
  let keys = 0;
  const listeners = new Set<() => void>();

  function commit(next: Pick<RouterState, 'route' | 'Screen' | 'Layout'>, location: Location, how: Move) {
    const href = hrefOf(location);
    // A link to the page already shown replaces its entry, as react-router did; so does a redirect on a reload.
    const moved = href !== history.current();
    if (moved && how === 'push') history.push(href);
    else if (moved) history.replace(href);
    const action = !state ? 'load' : how === 'pop' ? 'pop' : moved ? how : 'replace';
    state = { ...next, action, entry: history.key(), location: { ...location, key: String(++keys) } };
    for (const listener of listeners) listener();
  }

  async function run(to: string, how: Move): Promise<void> {
    const ticket = ++latest;
    let location = locationOf(to, state?.location.pathname);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const route = matchRoute(routes, location.pathname);
      if (!route) {
        if (!notFoundPath || location.pathname === notFoundPath) return;
        location = locationOf(notFoundPath);
        continue;
      }
      try {
        const verdict = guard ? guard(route, location) : null;
        // A verdict known at once sends the user on before any code of the refused page loads.
        if (typeof verdict === 'string') {
          location = locationOf(verdict);
          continue;
        }
        // Otherwise the page's code loads while the guard asks the server (react-router ran them side by side too).
        const loading = within(Promise.all([route.screen(), layouts[route.layout]?.()]), loadTimeoutMs);
        // Its failure is handled below once awaited, not reported meanwhile as an unhandled rejection.
        loading.catch(() => undefined);
        const target = await verdict;
        if (ticket !== latest) return;
        if (target) {
          location = locationOf(target);
          continue;
        }
        const [screen, layout] = await loading;
        if (ticket !== latest) return;
        commit({ route, Screen: screen.default, Layout: layout?.default }, location, how);
        return;
      } catch (error) {
        if (ticket !== latest) return;
        // Reported to the error log; a later page's code missing (a new deploy) is fetched by loading it afresh.
        globalThis.reportError?.(error);
        if (state) return history.reload(hrefOf(location));
        if (!errorPath || location.pathname === errorPath) return;
        location = locationOf(errorPath);
        how = 'replace';
      }
    }
  }

  const router: ShopRouter = {
    navigate: (to, options) => run(to, options?.replace ? 'replace' : 'push'),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shell,
  };
  // Back and forward: the browser has moved already; a guard's redirect replaces the entry it moved to.
  history.listen(() => void run(history.current(), 'pop'));
  void run(history.current(), 'replace');
  return router;
}

/** Resolves once the router shows its first page (at once if it does already). */
export function firstPage(router: ShopRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.getState()) return resolve();
    const stop = router.subscribe(() => {
      stop();
      resolve();
    });
  });
}
