/** The router's React contexts: how to navigate, the location a page is shown at, its route, and the layout's page. */
import { createContext, type ReactNode } from 'react';
import type { AppRoute } from '../routes/types.js';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** New for every navigation, so a page can tell two visits of the same URL apart. */
  key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** Resolves when the target (or where its guard sends the user) is shown, or a later navigation took over. */
export type Navigate = (to: string, options?: NavigateOptions) => Promise<void>;

export const NavigateContext = createContext<Navigate>(() => Promise.resolve());
export const LocationContext = createContext<Location>({ pathname: '/', search: '', hash: '', key: 'default' });
export const RouteContext = createContext<AppRoute | undefined>(undefined);
/** What `<Outlet />` renders: the layout for the shell, the page for the layout, nothing below that. */
export const OutletContext = createContext<ReactNode>(null);

/**
 * `/a?b#c` split into its parts. A relative `to` resolves as react-router resolved it: `shopping` from `/detail` is
 * `/detail/shopping`, `?page=2` stays on `/detail`.
 */
export function locationOf(to: string, from = '/', key = 'default'): Location {
  const base = /^[?#]/.test(to) || from.endsWith('/') ? from : `${from}/`;
  const url = new URL(to, `http://shop${base}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

export const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>): string =>
  location.pathname + location.search + location.hash;
