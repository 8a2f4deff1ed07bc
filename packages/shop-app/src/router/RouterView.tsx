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
import { pageArrivals } from './arrival.js';
import { PageArrival } from './PageArrival.js';
import type { ShopRouter } from './runner.js';

/**
 * The first page draws in four tasks: the shell and layout (a layout's header as a placeholder of its size); the
 * parts a layout wraps in `<AfterFrame>` (its header); then the screen; then what is out of view or draws nothing
 * (the footer, below a layout a screen high; the signed-in services). Each stays near a phone's long-task line, where
 * the whole was one long task as the shop opened, and the shell, layout and header together still were on a phone
 * (25-56 ms here, four times that on Lighthouse's). Nothing moves: index.html's first screen covers the screen's
 * area until the screen replaces it, the layouts keep that area a screen high, and a placeholder has its part's size.
 * Later pages draw at once.
 *
 * The stage is a small store read where each part renders, so reaching a stage re-renders those parts alone:
 * flipping a value at the top re-drew the shell, header and layout a second time in the screen's task. Read there,
 * not passed down, so a page element kept from the first render (the admin layout keeps each tab's page,
 * `useKeptPages`) shows its screen too.
 */
const PARTS_STAGE = 1;
const SCREEN_STAGE = 2;
const LAST_STAGE = 3;

interface FirstPageStages {
  stage: () => number;
  subscribe: (listener: () => void) => () => void;
  advance: () => void;
}

function createStages(first = 0): FirstPageStages {
  let stage = first;
  const listeners = new Set<() => void>();
  return {
    stage: () => stage,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    advance: () => {
      if (stage === LAST_STAGE) return;
      stage += 1;
      for (const listener of listeners) listener();
    },
  };
}

/** Without a RouterView (a screen's story or test) everything shows at once. */
const StagesContext = createContext<FirstPageStages | null>(null);
const lastStage = () => LAST_STAGE;
const noSubscription = () => () => {};

function useStageReached(stage: number): boolean {
  const stages = useContext(StagesContext);
  const reached = () => (stages?.stage ?? lastStage)() >= stage;
  return useSyncExternalStore(stages?.subscribe ?? noSubscription, reached, reached);
}

/**
 * For a layout's part (its header): drawn a task after the first page's shell and layout, with `placeholder` (the
 * part's size, drawing little) in its place until then; at once on later pages.
 */
export function AfterFrame({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useStageReached(PARTS_STAGE) ? children : placeholder;
}

function ScreenStage({ children }: { children: ReactNode }) {
  return useStageReached(SCREEN_STAGE) ? children : null;
}

/**
 * Draws its children a task after the first page's screen (at once on later pages): for what is out of view or
 * draws nothing, or a small part whose `placeholder` (its size, drawing little) keeps its place meanwhile.
 */
export function AfterScreen({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  return useStageReached(LAST_STAGE) ? children : placeholder;
}

/** Advances a stage per task once the first page's frame is committed. */
function useFirstPageStages(hasPage: boolean, whole: boolean): FirstPageStages {
  const [stages] = useState(() => createStages(whole ? LAST_STAGE : 0));
  useEffect(() => {
    if (!hasPage || stages.stage() === LAST_STAGE) return;
    let timer = setTimeout(function next() {
      stages.advance();
      if (stages.stage() < LAST_STAGE) timer = setTimeout(next, 0);
    }, 0);
    return () => clearTimeout(timer);
  }, [hasPage, stages]);
  return stages;
}

/**
 * `whole`: the first page draws in one go, as the server renderer draws it (and as the browser hydrates it): the
 * server's HTML already shows every part, so there is nothing to stage.
 */
export function RouterView({ router, whole = false }: { router: ShopRouter; whole?: boolean }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  const stages = useFirstPageStages(Boolean(state), whole);
  const [arrivals] = useState(() => pageArrivals(router));
  useEffect(() => arrivals.watch(), [arrivals]);
  // Nothing until the first page is ready (index.html's static frame stands in meanwhile).
  if (!state) return null;
  const { Screen, Layout, route, location } = state;
  const Shell = router.shell;
  // Keyed by route: two routes sharing a screen (`/editOrder`, `/editPalletOrder`) each start afresh.
  const page = (
    <OutletContext.Provider value={null}>
      <ScreenStage>
        <Screen key={route.path} />
      </ScreenStage>
    </OutletContext.Provider>
  );
  const framed = (
    <>
      {Layout ? (
        <OutletContext.Provider value={page}>
          <Layout />
        </OutletContext.Provider>
      ) : (
        page
      )}
      <ScreenStage>
        <PageArrival arrivals={arrivals} state={state} />
      </ScreenStage>
    </>
  );
  return (
    <StagesContext.Provider value={stages}>
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
    </StagesContext.Provider>
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
