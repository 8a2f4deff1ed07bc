/**
 * Storybook's frame for the whole admin shell (Screens/AdminShell): the real AdminLayout and TabRecorder in a
 * memory router, the app's jotai store signed in, its own provider following the display settings (so theme and
 * language switches apply as in the app), and a fresh query cache over the mock handlers.
 */
import { useState, type ReactNode } from 'react';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useHref, useNavigate, type RouteObject } from 'react-router';
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
    const routes: RouteObject[] = [
      {
        element: <PreviewRoot />,
        children: [
          {
            element: <AdminLayout />,
            children: pages.map(({ element, ...route }) => ({ path: route.path, element, handle: { route } })),
          },
        ],
      },
    ];
    return createMemoryRouter(routes, { initialEntries: [path] });
  });
  store.set(signedInAtom, true);
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StoreProvider>
  );
}
