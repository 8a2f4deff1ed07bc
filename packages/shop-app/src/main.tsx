/** Entry of the storefront: query cache, router, and the React root. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterView } from './router/index.js';
import { Provider as StoreProvider } from 'jotai';
import { loadCatalogue } from '@kontor/ui/provider';
import { store } from './state/store.js';
import { appRoutes, createAppRouter } from './routes.js';
import { languageAtom } from './state/settings.js';
import { queryClient } from './queryClient.js';
import { setNavigator } from './session/navigate.js';
import { captureErrors } from './shell/error-log.js';
import { prefetchOnIntent } from './shell/prefetchOnIntent.js';

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterView router={router} />
      </QueryClientProvider>
    </StoreProvider>
  </StrictMode>,
);
