/** Entry of the storefront: query cache, router, and the React root. */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { firstPage } from './router/index.js';
import { loadCatalogue } from '@kontor/ui/provider';
import { store } from './state/store.js';
import { appRoutes, createAppRouter } from './routes.js';
import { languageAtom, layoutAsDrawnAtom } from './state/settings.js';
import { queryClient } from './queryClient.js';
import { setNavigator } from './session/navigate.js';
import { captureErrors } from './shell/error-log.js';
import { linkInlinedStyles } from './shell/inlinedStyles.js';
import { prefetchOnIntent } from './shell/prefetchOnIntent.js';
import { api } from './api.js';
import { AppRoot } from './AppRoot.js';
import { RENDERED_ATTRIBUTE, RENDERED_QUERIES_ID } from './ssr-routes.js';
import { signedInAtom, syncSession } from './session/state.js';

// Unhandled errors and rejections go to the local error log from the first moment (spec section 8).
captureErrors();
// Before any route's code loads: its stylesheets, inlined by the server, then keep their order.
linkInlinedStyles();
// The modules above evaluate in one task and the route starts in the next: together they were a long task on a phone.
await new Promise((resolve) => setTimeout(resolve, 0));
// The address the server drew the page for (if it drew one), before a guard's redirect replaces it.
const drawnPath = window.location.pathname;
// The first route's guard and code start loading now, beside the catalogue below.
const router = createAppRouter();
// Code outside React (a 401, the lock timer) navigates through the router, without a reload.
setNavigator((to, options) => void router.navigate(to, options));
// The next likely route: a link the user points at, touches or tabs to starts loading its screen.
prefetchOnIntent(appRoutes);
// Only the shown language's catalogue is fetched (a few kB), in parallel with the route's own chunk.
await loadCatalogue(store.get(languageAtom));

const root = document.getElementById('root')!;
const member = Boolean(api.session.accessToken());
/**
 * A page the server drew (ssr-routes.ts) is hydrated when this tab would draw it the same: in the language it was
 * drawn in, on the route it was drawn for, the admin frame in the default layout. It was drawn for nobody: a member
 * hydrates it as drawn, the session unread, and their parts (the share page's buy box) switch in place after the first
 * commit; a visitor on a member's page is sent to /login by the guard (another address).
 * Otherwise the app draws afresh, replacing it.
 */
async function hydratable(): Promise<boolean> {
  const drawnIn = root.getAttribute(RENDERED_ATTRIBUTE);
  if (!drawnIn || drawnIn !== store.get(languageAtom)) return false;
  await firstPage(router);
  const state = router.getState();
  if (state?.location.pathname !== drawnPath || (!state.route.public && !member)) return false;
  // The admin frame with a stored layout of the tab's own (a switch off, the sidebar folded) is drawn afresh.
  return state.route.layout !== 'admin' || store.get(layoutAsDrawnAtom);
}

/**
 * Once the first page is committed: a page drawn by the server for nobody reads the member's session now (it hydrated as drawn,
 * nobody signed in); then the header's user, the cart count and every member answer fill in (a catalogue answer with
 * prices and stock is asked for anew: its key names its audience, screens/browse/queries.ts). The root is marked
 * `data-ready`: from then on it answers presses (a press on a server-drawn control before that is the browser's
 * alone); the end-to-end suite waits for it after each navigation, as a monitor may.
 */
function firstCommit(readSession: boolean) {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    // The member's parts fill in as a transition too: in slices, a press first.
    if (readSession) startTransition(syncSession);
    root.dataset.ready = '';
  };
}

const rendered = document.getElementById(RENDERED_QUERIES_ID);
if (rendered && (await hydratable())) {
  hydrate(queryClient, JSON.parse(rendered.textContent ?? '{}'));
  if (member) store.set(signedInAtom, false);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for the
  // whole page: a press meanwhile is answered first (React hydrates its part of the page at once).
  startTransition(() => {
    hydrateRoot(root, <AppRoot router={router} store={store} queryClient={queryClient} whole onFirstCommit={firstCommit(member)} />);
  });
} else {
  createRoot(root).render(<AppRoot router={router} store={store} queryClient={queryClient} whole={false} onFirstCommit={firstCommit(false)} />);
}
