/** Renders the runner's shown page: the shell around the layout around the screen, each reaching the next by `<Outlet />`. */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  LocationContext,
  locationOf,
  NavigateContext,
  OutletContext,
  RouteContext,
  type Navigate,
} from './context.js';
import type { ShopRouter } from './runner.js';

/**
 * The first page draws in two tasks: the shell and layout, then the screen, a task later. Each half stays under a
 * phone's long-task line, where the whole was one long task as the shop opened. Nothing moves: index.html's first
 * screen covers the screen's area until the screen replaces it, and the layouts keep that area a screen high. Later
 * pages draw at once.
 */
function useScreenAfterFrame(hasPage: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!hasPage || shown) return;
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [hasPage, shown]);
  return shown;
}

/**
 * Read where the screen is rendered, not passed to it: a page element kept from the first render (the admin layout
 * keeps each tab's page, `useKeptPages`) shows its screen once the frame is up, instead of an empty page for good.
 */
const ScreenShownContext = createContext(true);

function AfterFrame({ children }: { children: ReactNode }) {
  return useContext(ScreenShownContext) ? children : null;
}

export function RouterView({ router }: { router: ShopRouter }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  const screenShown = useScreenAfterFrame(Boolean(state));
  // Nothing until the first page is ready (index.html's static frame stands in meanwhile).
  if (!state) return null;
  const { Screen, Layout, route, location } = state;
  const Shell = router.shell;
  // Keyed by route: two routes sharing a screen (`/editOrder`, `/editPalletOrder`) each start afresh.
  const page = (
    <OutletContext.Provider value={null}>
      <AfterFrame>
        <Screen key={route.path} />
      </AfterFrame>
    </OutletContext.Provider>
  );
  const framed = Layout ? (
    <OutletContext.Provider value={page}>
      <Layout />
    </OutletContext.Provider>
  ) : (
    page
  );
  return (
    <ScreenShownContext.Provider value={screenShown}>
      <NavigateContext.Provider value={router.navigate}>
        <LocationContext.Provider value={location}>
          <RouteContext.Provider value={route}>
            {Shell ? (
              <OutletContext.Provider value={framed}>
                <Shell />
              </OutletContext.Provider>
            ) : (
              framed
            )}
          </RouteContext.Provider>
        </LocationContext.Provider>
      </NavigateContext.Provider>
    </ScreenShownContext.Provider>
  );
}

/** A location without a route table, for a screen's story or test: navigating only moves the location. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: readonly string[];
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => locationOf(initialEntries.at(-1) ?? '/'));
  const keys = useRef(0);
  const navigate = useCallback<Navigate>((to) => {
    setLocation((from) => locationOf(to, from.pathname, `memory-${++keys.current}`));
    return Promise.resolve();
  }, []);
  return (
    <NavigateContext.Provider value={navigate}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigateContext.Provider>
  );
}
