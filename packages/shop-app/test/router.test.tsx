// The shop's route runner: what a user sees while a page loads, where guards and unknown paths send them, and
// how a page's query and the tab pages' kept locations behave.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import {
  AfterFrame,
  AfterScreen,
  createShopRouter,
  firstPage,
  LocationProvider,
  matchRoute,
  memoryHistory,
  MemoryRouter,
  Outlet,
  RouterView,
  useLocation,
  useNavigate,
  useOutlet,
  useSearchParams,
  type Guard,
} from '../src/router/index.js';
import { useListPlace } from '../src/screens/listPlace.js';
import type { AppRoute } from '../src/routes/types.js';

const page = (name: string): ComponentType => {
  const Page = () => <h1>{name}</h1>;
  return Page;
};
const ready = (Component: ComponentType) => () => Promise.resolve({ default: Component });

function deferred() {
  let resolve!: (component: { default: ComponentType }) => void;
  const promise = new Promise<{ default: ComponentType }>((done) => (resolve = done));
  return { promise, resolve };
}

const route = (path: string, screen: AppRoute['screen'], extra: Partial<AppRoute> = {}): AppRoute => ({ path, layout: 'bare', screen, ...extra });

describe('route runner', () => {
  it('keeps the current page on screen until the next page’s code has arrived', async () => {
    const slow = deferred();
    const history = memoryHistory(['/a']);
    const router = createShopRouter({ routes: [route('/a', ready(page('Page A'))), route('/b', () => slow.promise)], history });
    render(<RouterView router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeTruthy();

    let arrived = false;
    void router.navigate('/b').then(() => (arrived = true));
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeTruthy();
    expect(history.current()).toBe('/a');
    expect(arrived).toBe(false);

    await act(async () => slow.resolve({ default: page('Page B') }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeTruthy();
    expect(history.entries).toEqual(['/a', '/b']);
  });

  it("gives up a page whose code does not arrive within the load time-out, as a failed load: the error page", async () => {
    const never = deferred();
    const router = createShopRouter({
      routes: [route('/stuck', () => never.promise), route('/500', ready(page('Something went wrong')))],
      history: memoryHistory(['/stuck']),
      errorPath: '/500',
      loadTimeoutMs: 30,
    });
    render(<RouterView router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(router.getState()?.location.pathname).toBe('/500');
  });

  it('shows the last page asked for when an earlier one arrives later', async () => {
    const slow = deferred();
    const router = createShopRouter({
      routes: [route('/', ready(page('Home'))), route('/slow', () => slow.promise), route('/fast', ready(page('Fast')))],
      history: memoryHistory(['/']),
    });
    render(<RouterView router={router} />);
    await screen.findByRole('heading', { name: 'Home' });
    await act(async () => {
      void router.navigate('/slow');
      await router.navigate('/fast');
      slow.resolve({ default: page('Slow') });
    });
    expect(screen.getByRole('heading', { name: 'Fast' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Slow' })).toBeNull();
  });

  it('sends a refused visit where the guard says, leaving one history entry and not loading the refused page', async () => {
    let loads = 0;
    const secret = () => {
      loads += 1;
      return Promise.resolve({ default: page('Secret') });
    };
    const guard: Guard = (target, { pathname }) =>
      target.public ? null : Promise.resolve(`/login?redirect=${encodeURIComponent(pathname)}`);
    const history = memoryHistory(['/login']);
    const router = createShopRouter({
      routes: [route('/login', ready(page('Sign in')), { public: true }), route('/secret', secret)],
      history,
      guard,
    });
    render(<RouterView router={router} />);
    await screen.findByRole('heading', { name: 'Sign in' });
    await act(() => router.navigate('/secret'));
    expect(history.entries).toEqual(['/login', '/login?redirect=%2Fsecret']);
    expect(router.getState()?.location.search).toBe('?redirect=%2Fsecret');

    // A verdict known at once (no token at all) sends the visitor on before the refused page's code is fetched.
    const loadsBefore = loads;
    const sync = createShopRouter({
      routes: [route('/login', ready(page('Sign in'))), route('/secret', secret)],
      history: memoryHistory(['/secret']),
      guard: (target) => (target.path === '/secret' ? '/login' : null),
    });
    await waitFor(() => expect(sync.getState()?.location.pathname).toBe('/login'));
    expect(loads).toBe(loadsBefore);
  });

  it('replaces an unknown path with /404 and frames pages in their layout', async () => {
    const Layout = () => (
      <main>
        <Outlet />
      </main>
    );
    const history = memoryHistory(['/no/such/page']);
    const router = createShopRouter({
      routes: [route('/404', ready(page('Not found')), { layout: 'storefront' })],
      layouts: { storefront: ready(Layout) },
      history,
      notFoundPath: '/404',
    });
    render(<RouterView router={router} />);
    const heading = await screen.findByRole('heading', { name: 'Not found' });
    expect(heading.closest('main')).toBeTruthy();
    expect(history.entries).toEqual(['/404']);
  });

  it('draws the first page’s frame first and its screen a task later, without drawing the frame again; later pages at once', async () => {
    // What the layout's first commit held: read in that commit, so the check does not race the next task.
    let screenInFirstFrame: boolean | undefined;
    let layoutRenders = 0;
    const Layout = () => {
      layoutRenders += 1;
      useLayoutEffect(() => {
        screenInFirstFrame = document.querySelector('h1') !== null;
      }, []);
      return (
        <main>
          <p>Frame</p>
          <Outlet />
        </main>
      );
    };
    const router = createShopRouter({
      routes: [route('/', ready(page('Home')), { layout: 'storefront' }), route('/next', ready(page('Next')), { layout: 'storefront' })],
      layouts: { storefront: ready(Layout) },
      history: memoryHistory(['/']),
    });
    render(<RouterView router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screenInFirstFrame).toBe(false);
    // The screen's task draws the screen alone: the frame around it is not drawn a second time.
    expect(layoutRenders).toBe(1);

    await act(() => router.navigate('/next'));
    expect(screen.getByRole('heading', { name: 'Next' })).toBeTruthy();
  });

  it('draws the first page whole, frame and screen in one commit, as the server drew it (`whole`)', async () => {
    let screenInFirstFrame: boolean | undefined;
    const Layout = () => {
      useLayoutEffect(() => {
        screenInFirstFrame = document.querySelector('h1') !== null;
      }, []);
      return <Outlet />;
    };
    const router = createShopRouter({ routes: [route('/', ready(page('Home')), { layout: 'storefront' })], layouts: { storefront: ready(Layout) }, history: memoryHistory(['/']) });
    // The page is known before anything renders: what the server and a hydrating browser wait for.
    await firstPage(router);
    expect(router.getState()?.route.path).toBe('/');
    await firstPage(router);
    render(<RouterView router={router} whole />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screenInFirstFrame).toBe(true);
  });

  it('draws a layout’s part (its header) a task after the frame, its placeholder meanwhile, and before the screen', async () => {
    // What each commit held, read in that commit: the placeholder with the frame, the header before the screen.
    let placeholderWithFrame: boolean | undefined;
    let screenWithHeader: boolean | undefined;
    const Placeholder = () => {
      useLayoutEffect(() => {
        placeholderWithFrame = document.querySelector('main') !== null;
      }, []);
      return <div data-testid="placeholder" />;
    };
    const Header = () => {
      useLayoutEffect(() => {
        screenWithHeader = document.querySelector('h1') !== null;
      }, []);
      return <header>Header</header>;
    };
    const Layout = () => (
      <>
        <AfterFrame placeholder={<Placeholder />}>
          <Header />
        </AfterFrame>
        <main>
          <Outlet />
        </main>
      </>
    );
    const router = createShopRouter({
      routes: [route('/', ready(page('Home')), { layout: 'storefront' })],
      layouts: { storefront: ready(Layout) },
      history: memoryHistory(['/']),
    });
    const { unmount } = render(<RouterView router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(placeholderWithFrame).toBe(true);
    expect(screenWithHeader).toBe(false);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByTestId('placeholder')).toBeNull();
    unmount();

    // Without a router view (a screen's story or test) the part draws at once, never its placeholder.
    render(
      <MemoryRouter>
        <AfterFrame placeholder={<Placeholder />}>
          <Header />
        </AfterFrame>
      </MemoryRouter>,
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByTestId('placeholder')).toBeNull();
  });

  it('draws what is out of view a task after the first page’s screen, and at once without a router view', async () => {
    // What the screen's first commit held: read in that commit.
    let footerWithScreen: boolean | undefined;
    const Screen = () => {
      useLayoutEffect(() => {
        footerWithScreen = document.querySelector('footer') !== null;
      }, []);
      return <h1>Home</h1>;
    };
    const Layout = () => (
      <main>
        <Outlet />
        <AfterScreen>
          <footer>Footer</footer>
        </AfterScreen>
      </main>
    );
    const router = createShopRouter({
      routes: [route('/', ready(Screen), { layout: 'storefront' })],
      layouts: { storefront: ready(Layout) },
      history: memoryHistory(['/']),
    });
    const { unmount } = render(<RouterView router={router} />);
    expect(await screen.findByText('Footer')).toBeTruthy();
    expect(footerWithScreen).toBe(false);
    unmount();

    render(
      <MemoryRouter>
        <AfterScreen>
          <footer>Footer</footer>
        </AfterScreen>
      </MemoryRouter>,
    );
    expect(screen.getByText('Footer')).toBeTruthy();
  });

  it('holds a late part’s place with its placeholder until the part draws, a task after the screen', async () => {
    // What the screen's first commit held: read in that commit.
    let withScreen: { placeholder: boolean; part: boolean } | undefined;
    const Screen = () => {
      useLayoutEffect(() => {
        withScreen = { placeholder: document.querySelector('[data-held]') !== null, part: screen.queryByRole('button') !== null };
      }, []);
      return <h1>Home</h1>;
    };
    const Layout = () => (
      <header>
        <AfterScreen placeholder={<span data-held />}>
          <button type="button">Feedback</button>
        </AfterScreen>
        <Outlet />
      </header>
    );
    const router = createShopRouter({
      routes: [route('/', ready(Screen), { layout: 'storefront' })],
      layouts: { storefront: ready(Layout) },
      history: memoryHistory(['/']),
    });
    const { container } = render(<RouterView router={router} />);
    expect(await screen.findByRole('button', { name: 'Feedback' })).toBeTruthy();
    expect(withScreen).toEqual({ placeholder: true, part: false });
    expect(container.querySelector('[data-held]')).toBeNull();
  });

  it('tells how each page was reached, and gives an entry the same key when the user comes back to it', async () => {
    const history = memoryHistory(['/a']);
    const router = createShopRouter({ routes: [route('/a', ready(page('A'))), route('/b', ready(page('B'))), route('/c', ready(page('C')))], history });
    const reached = () => [router.getState()?.action, router.getState()?.location.pathname];
    await waitFor(() => expect(reached()).toEqual(['load', '/a']));
    const first = router.getState()!.entry;
    await router.navigate('/b');
    expect(reached()).toEqual(['push', '/b']);
    const second = router.getState()!.entry;
    await router.navigate('/c', { replace: true });
    expect(reached()).toEqual(['replace', '/c']);
    // A link to the page already shown replaces its entry: no new page in the history.
    await router.navigate('/c');
    expect(reached()).toEqual(['replace', '/c']);
    history.go(-1);
    await waitFor(() => expect(reached()).toEqual(['pop', '/a']));
    expect(router.getState()!.entry).toBe(first);
    expect(second).not.toBe(first);
    expect(history.entries).toEqual(['/a', '/c']);
  });

  it('shows the screen in a page element kept from the first render (a tab’s kept page)', async () => {
    let firstOutlet: ReactNode;
    const Keeping = () => {
      const outlet = useOutlet();
      firstOutlet ??= outlet;
      return <main>{firstOutlet}</main>;
    };
    const router = createShopRouter({
      routes: [route('/', ready(page('Kept')), { layout: 'storefront' })],
      layouts: { storefront: ready(Keeping) },
      history: memoryHistory(['/']),
    });
    render(<RouterView router={router} />);
    expect(await screen.findByRole('heading', { name: 'Kept' })).toBeTruthy();
  });
});

describe('search params and kept locations', () => {
  function Pager() {
    const [params, setParams] = useSearchParams();
    const { pathname, search } = useLocation();
    return (
      <button type="button" onClick={() => setParams({ page: String(Number(params.get('page') ?? 1) + 1) })}>
        {pathname + search}
      </button>
    );
  }

  it('moves to the next page of results in the query, keeping the path', async () => {
    render(
      <MemoryRouter initialEntries={['/search?page=1']}>
        <Pager />
      </MemoryRouter>,
    );
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('/search?page=2');
  });

  it('lets a page kept behind a tab read the location it was left at', () => {
    render(
      <MemoryRouter initialEntries={['/shopping']}>
        <LocationProvider location={{ pathname: '/search', search: '?page=3', hash: '', key: 'kept' }}>
          <Pager />
        </LocationProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button').textContent).toBe('/search?page=3');
  });
});

describe('a list’s place in the address', () => {
  function List() {
    const place = useListPlace();
    const { search } = useLocation();
    const navigate = useNavigate();
    return (
      <>
        <output>{search}</output>
        <input aria-label="Order number" value={place.search} onChange={(event) => place.setSearch(event.target.value)} />
        <p>{`page ${place.current}, status ${place.status ?? 'all'}, links ${place.query}`}</p>
        <button type="button" onClick={() => place.setStatus(3)}>Shipped</button>
        <button type="button" onClick={() => place.setCurrent(1)}>First page</button>
        <button type="button" onClick={() => void navigate('/personal?tab=orders&q=KO-7')}>Elsewhere</button>
      </>
    );
  }
  const shown = () => screen.getByRole('status').textContent;

  it('reads the page, filter and search from the address and writes each back, keeping the rest of the query', async () => {
    render(
      <MemoryRouter initialEntries={['/personal?tab=orders&page=2&status=1&q=KO']}>
        <List />
      </MemoryRouter>,
    );
    expect(screen.getByText('page 2, status 1, links &page=2&status=1&q=KO')).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('KO');
    // A new filter starts at the first page.
    await act(async () => screen.getByRole('button', { name: 'Shipped' }).click());
    expect(shown()).toBe('?tab=orders&status=3&q=KO');
    await act(async () => screen.getByRole('button', { name: 'First page' }).click());
    expect(shown()).toBe('?tab=orders&status=3&q=KO');
  });

  it('keeps what is typed while the address follows, and shows a search the address brings from elsewhere', async () => {
    render(
      <MemoryRouter initialEntries={['/personal?tab=orders&page=x']}>
        <List />
      </MemoryRouter>,
    );
    expect(screen.getByText('page 1, status all, links &page=x')).toBeTruthy();
    const field = screen.getByRole('textbox') as HTMLInputElement;
    await act(async () => {
      for (const text of ['K', 'KO', 'KO-']) fireEvent.change(field, { target: { value: text } });
    });
    await waitFor(() => expect(shown()).toBe('?tab=orders&page=x&q=KO-'));
    expect(field.value).toBe('KO-');
    await act(async () => screen.getByRole('button', { name: 'Elsewhere' }).click());
    await waitFor(() => expect(field.value).toBe('KO-7'));
  });
});

describe('matchRoute', () => {
  const routes = ['/myiframe/*', '/admin/*', '/:group/index', '/wel/index', '/Order'].map((path) => route(path, ready(page(path))));
  const pathOf = (pathname: string) => matchRoute(routes, pathname)?.path;

  it('ranks as the route table expects: static paths first, a splat last', () => {
    expect(pathOf('/wel/index')).toBe('/wel/index');
    expect(pathOf('/tools/index')).toBe('/:group/index');
    expect(pathOf('/admin/index')).toBe('/:group/index');
    expect(pathOf('/admin/sys/user')).toBe('/admin/*');
    expect(pathOf('/admin')).toBe('/admin/*');
  });

  it('ignores case and a trailing slash, and matches nothing else', () => {
    expect(pathOf('/order/')).toBe('/Order');
    expect(pathOf('/orders')).toBeUndefined();
  });
});
