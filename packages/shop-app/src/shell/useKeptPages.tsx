/**
 * Keep-alive for the admin layout's tag tabs (the old shop's keep-alive): the routed page of every open tab, kept
 * with the location it was last shown at, so a page behind another tab keeps what was typed into it.
 */
import { useState, type ReactNode } from 'react';
import { LocationProvider, useLocation, useOutlet, type Location } from '../router/index.js';

interface KeptPage {
  element: ReactNode;
  location: Location;
}

/** Returns the page for a tab's path: the route's own when `isCurrent`, else the kept one (null if none). */
export function useKeptPages(openPaths: readonly string[]): (path: string, isCurrent: boolean) => ReactNode {
  const outlet = useOutlet();
  const location = useLocation();
  const [kept, setKept] = useState<ReadonlyMap<string, KeptPage>>(() => new Map());
  const wanted = (path: string) => path === location.pathname || openPaths.includes(path);
  if (kept.get(location.pathname)?.location !== location || [...kept.keys()].some((path) => !wanted(path))) {
    // Updated while rendering (React's pattern for state derived from props): a closed tab's page goes at once.
    const next = new Map([...kept].filter(([path]) => wanted(path)));
    next.set(location.pathname, { element: outlet, location });
    setKept(next);
  }
  return (path, isCurrent) => {
    const page = isCurrent ? { element: outlet, location } : kept.get(path);
    if (!page) return null;
    // A kept page reads the location it was shown at, not the current one, so its query stays its own. The same
    // wrapper for shown and kept pages keeps the tree's shape, so a switch never re-mounts the page.
    return <LocationProvider location={page.location}>{page.element}</LocationProvider>;
  };
}
