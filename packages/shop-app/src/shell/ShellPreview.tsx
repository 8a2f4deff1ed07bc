/**
 * Storybook's frame for the whole admin shell (Screens/AdminShell): the real AdminLayout and TabRecorder in a
 * memory router, the app's jotai store signed in, its own provider following the display settings (so theme and
 * language switches apply as in the app), and a fresh query cache over the mock handlers.
 */
import { useState, type ReactNode } from 'react';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createShopRouter, memoryHistory, Outlet, RouterView, useHref, useNavigate } from '../router/index.js';
import { KontorProvider } from '@kontor/ui/provider';
import { ToastRegion } from '@kontor/ui/Toast';
import AdminLayout from '../layouts/AdminLayout.js';
import type { AppRoute } from '../routes/types.js';
import { signedInAtom } from '../session/state.js';
import { languageAtom, themeColorAtom, themeNameAtom } from '../state/settings.js';
import { store } from '../state/store.js';
import { TabRecorder } from './TabRecorder.js';

function PreviewRoot() {
  const navigate = useNavigate();
  return (
    <KontorProvider
      language={useAtomValue(languageAtom)}
      theme={useAtomValue(themeNameAtom)}
      primaryColor={useAtomValue(themeColorAtom)}
      navigate={(path) => void navigate(path)}
      useHref={useHref}
    >
      <TabRecorder />
      <Outlet />
      <ToastRegion />
    </KontorProvider>
  );
}

export interface ShellPreviewProps {
  /** The pages inside the shell: each a declared route with a simple element. */
  pages: readonly (AppRoute & { element: ReactNode })[];
  path: string;
}

export function ShellPreview({ pages, path }: ShellPreviewProps) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }));
  const [router] = useState(() => {
    // One component per page, made once: a navigation must not re-mount the page it stays on.
    const routes = pages.map(({ element, ...route }): AppRoute => {
      const Page = () => element;
      return { ...route, layout: 'admin', screen: () => Promise.resolve({ default: Page }) };
    });
    const layouts = { admin: () => Promise.resolve({ default: AdminLayout }) };
    return createShopRouter({ routes, layouts, history: memoryHistory([path]), shell: PreviewRoot });
  });
  store.set(signedInAtom, true);
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={client}>
        <RouterView router={router} />
      </QueryClientProvider>
    </StoreProvider>
  );
}
