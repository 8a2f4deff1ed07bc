// A page's arrival as a browser gives it: the title names the page (first load too), a client-side navigation moves
// the focus to the new page's heading and starts it at its top, back and forward return to where the page was left.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { createShopRouter, memoryHistory, Outlet, RouterView, usePageName, useSearchParams } from '../src/router/index.js';
import { focusPageHeading } from '../src/router/focus.js';
import { pageScroller, scrollMemory, scrollPageTo } from '../src/router/scroll.js';
import { pageTitles } from '../src/routes/page-titles.messages.js';
import type { AppRoute } from '../src/routes/types.js';

const ready = (Component: ComponentType) => () => Promise.resolve({ default: Component });
const page = (name: string): ComponentType =>
  function Page() {
    return (
      <main>
        <h1>{name}</h1>
      </main>
    );
  };
const route = (path: string, Screen: ComponentType, extra: Partial<AppRoute> = {}): AppRoute => ({ path, layout: 'bare', screen: ready(Screen), ...extra });
const Shell = () => (
  <IntlProvider locale="en">
    <Outlet />
  </IntlProvider>
);

/** The page's scrolling area, as the admin frame has one: a box around the main landmark that scrolls. */
const AreaLayout = () => (
  <div data-testid="area" style={{ overflowY: 'auto' }}>
    <Outlet />
  </div>
);

function setup(entries: string[], routes: AppRoute[]) {
  const history = memoryHistory(entries);
  const router = createShopRouter({ routes, history, shell: Shell, layouts: { storefront: ready(AreaLayout) } });
  render(
    <>
      <a href="/elsewhere">A link in the header</a>
      <RouterView router={router} />
    </>,
  );
  return { history, router };
}

afterEach(() => {
  document.title = '';
  vi.useRealTimers();
});

describe('page arrival', () => {
  it('names the page in the title on the first load and after each navigation, the brand alone for a route without a name', async () => {
    setup(['/'], [route('/', page('Home'), { pageTitle: pageTitles.home }), route('/news', page('News'), { pageTitle: pageTitles.news }), route('/bare', page('Bare'))]);
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(document.title).toBe('Home · Kontor'));
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Home' }).hasAttribute('tabindex')).toBe(false);
  });

  it('names a page by its data once that is there (a product by its name), and the next page by its route', async () => {
    let answer: (name: string) => void = () => undefined;
    const named = new Promise<string>((resolve) => (answer = resolve));
    function Product() {
      const [name, setName] = useState<string>();
      usePageName(name);
      if (!name) void named.then(setName);
      return <main>{name ? <h1>{name}</h1> : null}</main>;
    }
    const { router } = setup(['/detail'], [route('/detail', Product, { pageTitle: pageTitles.product }), route('/news', page('News'), { pageTitle: pageTitles.news })]);
    await waitFor(() => expect(document.title).toBe('Product · Kontor'));
    await act(async () => answer('Alba dining chair'));
    await screen.findByRole('heading', { name: 'Alba dining chair' });
    await waitFor(() => expect(document.title).toBe('Alba dining chair · Kontor'));
    await act(() => router.navigate('/news'));
    await screen.findByRole('heading', { name: 'News' });
    await waitFor(() => expect(document.title).toBe('News · Kontor'));
  });

  it('moves the focus to the new page’s heading on a client-side navigation, and names it in the title', async () => {
    const { router } = setup(['/'], [route('/', page('Home'), { pageTitle: pageTitles.home }), route('/news', page('News'), { pageTitle: pageTitles.news }), route('/bare', page('Bare'))]);
    await screen.findByRole('heading', { name: 'Home' });
    screen.getByRole('link').focus();
    await act(() => router.navigate('/news'));
    const heading = await screen.findByRole('heading', { name: 'News' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe('News · Kontor');
    // Focusable for the arrival only: leaving it takes the tabindex away again.
    screen.getByRole('link').focus();
    expect(heading.hasAttribute('tabindex')).toBe(false);

    await act(() => router.navigate('/bare'));
    await waitFor(() => expect(document.title).toBe('Kontor'));
  });

  it('returns the focus to the link a page was left by on back, not to its heading', async () => {
    const List = () => (
      <main>
        <h1>Results</h1>
        <a href="/detail?id=1">One</a>
        <a href="/detail?id=2">Two</a>
      </main>
    );
    const { history, router } = setup(['/list'], [route('/list', List), route('/detail', page('Detail'))]);
    await screen.findByRole('heading', { name: 'Results' });
    await act(() => router.navigate('/detail?id=2'));
    const detail = await screen.findByRole('heading', { name: 'Detail' });
    await waitFor(() => expect(document.activeElement).toBe(detail));

    act(() => history.go(-1));
    const two = await screen.findByRole('link', { name: 'Two' });
    await waitFor(() => expect(document.activeElement).toBe(two));
    expect(screen.getByRole('heading', { name: 'Results' })).not.toBe(document.activeElement);
  });

  it('waits for a heading that comes with the data, and leaves the focus where a tab or filter change put it', async () => {
    function Late() {
      const [params, setParams] = useSearchParams();
      const [loaded, setLoaded] = useState(false);
      return (
        <main>
          {loaded && <h1>Loaded {params.get('tab')}</h1>}
          <button type="button" onClick={() => setLoaded(true)}>
            Load
          </button>
          <button type="button" onClick={() => setParams({ tab: 'two' }, { replace: true })}>
            Tab two
          </button>
        </main>
      );
    }
    const { router } = setup(['/'], [route('/', page('Home')), route('/late', Late)]);
    await screen.findByRole('heading', { name: 'Home' });
    await act(() => router.navigate('/late'));
    act(() => screen.getByRole('button', { name: 'Load' }).click());
    const heading = await screen.findByRole('heading', { name: /Loaded/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    const tab = screen.getByRole('button', { name: 'Tab two' });
    tab.focus();
    act(() => tab.click());
    await screen.findByRole('heading', { name: 'Loaded two' });
    await new Promise((done) => setTimeout(done, 20));
    expect(document.activeElement).toBe(tab);
  });

  it('focuses the main landmark when no heading comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = '<main><p>No heading</p></main>';
    focusPageHeading(document, 100);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.querySelector('main'));
    document.body.innerHTML = '';
  });

  it('starts a new page at its top and returns to where a page was left on back and forward, in the layout’s scrolling area', async () => {
    const { history, router } = setup(
      ['/'],
      [route('/', page('Home'), { layout: 'storefront' }), route('/news', page('News'), { layout: 'storefront' })],
    );
    await screen.findByRole('heading', { name: 'Home' });
    const area = () => screen.getByTestId('area');
    expect(pageScroller(document)).toBe(area());
    area().scrollTop = 640;

    await act(() => router.navigate('/news'));
    await screen.findByRole('heading', { name: 'News' });
    await waitFor(() => expect(area().scrollTop).toBe(0));
    area().scrollTop = 120;

    act(() => history.go(-1));
    await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(area().scrollTop).toBe(640));
    expect(router.getState()?.action).toBe('pop');

    act(() => history.go(1));
    await screen.findByRole('heading', { name: 'News' });
    await waitFor(() => expect(area().scrollTop).toBe(120));
  });
});

describe('scrolling to a position', () => {
  it('tries again while the page draws its lower parts, and stops when the user scrolls', async () => {
    // A box whose end grows as its content arrives: scrolling past the end stops at it.
    let end = 300;
    let top = 0;
    const box = document.createElement('div');
    Object.defineProperty(box, 'scrollTop', { get: () => top, set: (value: number) => (top = Math.min(value, end)) });
    box.scrollTo = ((options: ScrollToOptions) => (box.scrollTop = options.top ?? 0)) as typeof box.scrollTo;
    document.body.append(box);

    scrollPageTo(box, 900);
    expect(top).toBe(300);
    end = 1000;
    await waitFor(() => expect(top).toBe(900));

    top = 0;
    end = 300;
    scrollPageTo(box, 900);
    window.dispatchEvent(new Event('wheel'));
    end = 1000;
    await new Promise((done) => setTimeout(done, 50));
    expect(top).toBe(300);
    box.remove();
  });

  it('keeps positions in the session’s storage, so a reload or a return from another site finds them', () => {
    scrollMemory(sessionStorage).save('entry-1', 480.4);
    expect(scrollMemory(sessionStorage).get('entry-1')).toBe(480);
    expect(scrollMemory(sessionStorage).get('entry-2')).toBeUndefined();
  });
});
