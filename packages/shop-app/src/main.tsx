/** Entry of the storefront: query cache, router, and the React root. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { firstPage, RouterView } from './router/index.js';
import { Provider as StoreProvider } from 'jotai';
import { loadCatalogue } from '@kontor/ui/provider';
import { store } from './state/store.js';
import { appRoutes, createAppRouter } from './routes.js';
import { languageAtom } from './state/settings.js';
import { queryClient } from './queryClient.js';
import { setNavigator } from './session/navigate.js';
import { captureErrors } from './shell/error-log.js';
import { prefetchOnIntent } from './shell/prefetchOnIntent.js';
import { api } from './api.js';
import { RENDERED_ATTRIBUTE, RENDERED_QUERIES_ID } from './ssr-routes.js';

// Unhandled errors and rejections go to the local error log from the first moment (spec section 8).
captureErrors();
// The modules above evaluate in one task and the route starts in the next: together they were a long task on a phone.
await new Promise((resolve) => setTimeout(resolve, 0));
// The first route's guard and code start loading now, beside the catalogue below.
const router = createAppRouter();
// Code outside React (a 401, the lock timer) navigates through the router, without a reload.
setNavigator((to, options) => void router.navigate(to, options));
// The next likely route: a link the user points at, touches or tabs to starts loading its screen.
prefetchOnIntent(appRoutes);
// Only the shown language's catalogue is fetched (a few kB), in parallel with the route's own chunk.
await loadCatalogue(store.get(languageAtom));

const root = document.getElementById('root')!;
/**
 * A page the server drew (ssr-routes.ts) is hydrated when this tab would draw it the same: in the language it was
 * drawn in, signed out (the server never draws a member's page), on the route it was drawn for. Otherwise the app
 * draws afresh, replacing it.
 */
async function hydratable(): Promise<boolean> {
  const drawnIn = root.getAttribute(RENDERED_ATTRIBUTE);
  if (!drawnIn || drawnIn !== store.get(languageAtom) || api.session.accessToken()) return false;
  await firstPage(router);
  return router.getState()?.location.pathname === window.location.pathname;
}

const rendered = document.getElementById(RENDERED_QUERIES_ID);
if (rendered && (await hydratable())) {
  hydrate(queryClient, JSON.parse(rendered.textContent ?? '{}'));
  hydrateRoot(root, app(true));
} else {
  createRoot(root).render(app(false));
}

function app(whole: boolean) {
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <RouterView router={router} whole={whole} />
        </QueryClientProvider>
      </StoreProvider>
    </StrictMode>
  );
}
