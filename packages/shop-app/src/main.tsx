/** Entry of the storefront: query cache, router, and the React root. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Provider as StoreProvider } from 'jotai';
import { loadCatalogue } from '@kontor/ui/provider';
import { store } from './state/store.js';
import { routes } from './routes.js';
import { languageAtom } from './state/settings.js';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000 } } });
const router = createBrowserRouter(routes);
// Only the shown language's catalogue is fetched (a few kB), in parallel with the route's own chunk.
await loadCatalogue(store.get(languageAtom));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StoreProvider>
  </StrictMode>,
);
