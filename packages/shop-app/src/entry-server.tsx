/**
 * The storefront's server renderer: a public page's first HTML from the same shell, layouts and screens, with its public
 * data; and every page's name as the storefront's tab shows it, for the server's head.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createIntl } from 'react-intl';
import { catalogueOf, DEFAULT_THEME, loadCatalogue, LOCALE_TAGS, themeAttributes, themeOf } from '@kontor/ui/provider';
import { LANGUAGES, type Language } from '@kontor/api/rules';
import { createShopRouter, firstPage, matchRoute, memoryHistory } from './router/index.js';
import { titleMessages } from './routes/page-titles.messages.js';
import { AppShell } from './AppShell.js';
import { AppRoot } from './AppRoot.js';
import { appRoutes, LAYOUTS } from './routes.js';
import { languageAtom } from './state/settings.js';
import { answerOnServer } from './api.js';
import { LAYOUT_SOURCES, SSR_ROUTES } from './ssr-routes.js';

export { LAYOUT_SOURCES };

/** The screen's source file of the route `path` opens, if the server draws that route (its stylesheets go inline). */
export function drawnScreenOf(path: string): string | undefined {
  const route = matchRoute(appRoutes, path);
  return route ? SSR_ROUTES[route.path] : undefined;
}

/** Whether `path` opens a route of the storefront at all (the server answers 404 for one that does not). */
export function isRoute(path: string): boolean {
  return matchRoute(appRoutes, path) !== undefined;
}

/**
 * `<html>`'s theme class and colour variables for the values of the theme and colour cookies (state/settings.ts
 * writes them): a value that names no theme or colour counts as none, so nothing but a known class or a `#rrggbb`
 * derived tone reaches the page.
 */
export function documentTheme(theme: string | undefined, color: string | undefined): { className: string; style: string } {
  return themeAttributes(themeOf(theme) ?? DEFAULT_THEME, color);
}

// Every language whole: the server draws any of them, and only what a page names reaches its HTML.
const catalogues = Promise.all(LANGUAGES.map((language) => loadCatalogue(language)));

export interface RenderedPage {
  html: string;
  /** The public answers the page was drawn from: the browser hydrates with them, so its first render is the same. */
  queries: DehydratedState;
  /** The route's layout (a key of LAYOUT_SOURCES). */
  layout: string;
}

export interface PageNames {
  /** The route's own name (`Product`), if it has one. */
  page: string | undefined;
  /** The shop's name as the header shows it (康拓 in Chinese). */
  shop: string;
  /** "<page> · <shop>" as the browser tab names a page, `page` standing for the route's own name (a product's). */
  title(page?: string): string;
}

/** How the storefront names the page at `path` in `language` (the route runner's document title, PageArrival). */
export async function pageNames(path: string, language: Language): Promise<PageNames> {
  await catalogues;
  const intl = createIntl({ locale: LOCALE_TAGS[language], messages: catalogueOf(language) ?? {} });
  const route = matchRoute(appRoutes, path);
  const name = route?.pageTitle ?? route?.title;
  const page = name ? intl.formatMessage(name) : undefined;
  return {
    page,
    shop: intl.formatMessage(titleMessages.brandOnly),
    title: (shown = page) => (shown ? intl.formatMessage(titleMessages.page, { page: shown }) : intl.formatMessage(titleMessages.brandOnly)),
  };
}

/** A query its component left off (`enabled: false`, as the header's member calls are for a visitor) is not asked for. */
function enabled(query: Query): boolean {
  // The observer's options reach the query it builds; on the server no observer subscribes, so `isDisabled()` can't say.
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof option === 'function' ? option(query) : option) !== false;
}

async function readText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/**
 * The page at `href` as a visitor who is not signed in sees it first, in `language`; null for a route the server does
 * not draw. `fetch` answers the api client's calls (the server's own app): only public data, no session is sent.
 */
export async function renderPage(href: string, language: Language, { fetch }: { fetch: typeof globalThis.fetch }): Promise<RenderedPage | null> {
  const path = new URL(href, 'http://kontor').pathname;
  const drawn = matchRoute(appRoutes, path);
  if (!drawn || !(drawn.path in SSR_ROUTES)) return null;
  answerOnServer(fetch);
  await catalogues;
  const router = createShopRouter({ routes: appRoutes, history: memoryHistory([href]), layouts: LAYOUTS, shell: AppShell });
  await firstPage(router);
  const route = router.getState()?.route;
  // A guard that sent the page elsewhere: not drawn.
  if (route?.path !== drawn.path) return null;
  const store = createStore();
  store.set(languageAtom, language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const app = <AppRoot router={router} store={store} queryClient={queryClient} whole />;
  // Data a render asks for is fetched and the page drawn again, until it asks for nothing new (a detail after its list).
  let html = '';
  for (let pass = 0; pass < 4; pass++) {
    const { prelude } = await prerenderToNodeStream(app);
    html = await readText(prelude);
    const waiting = queryClient.getQueryCache().getAll().filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.options.queryFn && enabled(query));
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  return { html, queries: dehydrate(queryClient), layout: route.layout };
}
