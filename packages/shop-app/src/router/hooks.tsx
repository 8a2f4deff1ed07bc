/** The hooks and components screens route with, with react-router's call signatures (the shop used it before). */
import { useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { AppRoute } from '../routes/types.js';
import {
  hrefOf,
  LocationContext,
  locationOf,
  NavigateContext,
  OutletContext,
  RouteContext,
  type Location,
  type Navigate as NavigateFunction,
  type NavigateOptions,
} from './context.js';

/** Navigation, the same function for the app's life (a new one would re-render every link at each navigation). */
export function useNavigate(): NavigateFunction {
  return useContext(NavigateContext);
}

/** The location the page is shown at: a page kept behind another tab keeps its own. */
export function useLocation(): Location {
  return useContext(LocationContext);
}

/** The declared route being shown (undefined outside the route table, e.g. in a screen's story frame). */
export function useMatchedRoute(): AppRoute | undefined {
  return useContext(RouteContext);
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];
export type SetSearchParams = (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void;

/** The query of the shown location, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next).toString();
      void navigate(pathname + (query ? `?${query}` : ''), options);
    },
    [navigate, pathname, search],
  );
  return [params, setParams];
}

/** The href of a shop path: absolute paths as they are, relative ones against the shown path. */
export function useHref(to: string): string {
  const { pathname } = useLocation();
  return to.startsWith('/') ? to : hrefOf(locationOf(to, pathname));
}

/** The page a layout frames (or the layout the shell frames). */
export function useOutlet(): ReactNode {
  return useContext(OutletContext);
}

export function Outlet() {
  return <>{useOutlet()}</>;
}

/** Navigates once it renders (an unknown menu path to /404, for example). */
export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => void navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** Shows `children` at a fixed location: a kept tab's page reads where it was left, not where the app is now. */
export function LocationProvider({ location, children }: { location: Location; children: ReactNode }) {
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}
