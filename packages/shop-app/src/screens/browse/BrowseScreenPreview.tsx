/**
 * Storybook's frame for the browse screens (Screens/ProductDetail, Screens/Home, ...): a fresh query cache, the
 * app's store signed in and set to the toolbar's language, an in-memory router at the screen's path, toasts.
 * The screens then talk to the mock handlers exactly as they talk to the server.
 */
import { useState, type ReactNode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../router/index.js';
import { useLanguage } from '@kontor/ui';
import { ToastRegion } from '@kontor/ui/Toast';
import { signedInAtom } from '../../session/state.js';
import { languageAtom } from '../../state/settings.js';
import { store } from '../../state/store.js';

export function BrowseScreenPreview({ path, signedIn = true, children }: { path: string; signedIn?: boolean; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }));
  const language = useLanguage();
  store.set(signedInAtom, signedIn);
  if (store.get(languageAtom) !== language) store.set(languageAtom, language);
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
