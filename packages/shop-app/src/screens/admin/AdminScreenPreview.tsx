/**
 * Storybook's frame for the admin screens (Screens/Messages, Screens/Welcome, Screens/UserInfo): a fresh query
 * cache, the app's jotai store marked signed in, an in-memory router and the toast region. The screens then
 * talk to the mock handlers exactly as they talk to the server.
 */
import { useState, type ReactNode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../router/index.js';
import { ToastRegion } from '@kontor/ui/Toast';
import { signedInAtom } from '../../session/state.js';
import { store } from '../../state/store.js';

export function AdminScreenPreview({ path, children }: { path: string; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }));
  store.set(signedInAtom, true);
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {children}
          <ToastRegion />
        </MemoryRouter>
      </QueryClientProvider>
    </StoreProvider>
  );
}
