/**
 * The app's root element, the same on the server and in the browser: hydration needs the same tree (React's ids,
 * `useId`, follow each element's place in it, and the browser keeps the server's attributes where they differ).
 */
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { Provider as StoreProvider, type createStore } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HydratedContext } from '@kontor/ui/Form';
import { RouterView, type ShopRouter } from './router/index.js';

export interface AppRootProps {
  router: ShopRouter;
  store: ReturnType<typeof createStore>;
  queryClient: QueryClient;
  /** The first page in one go (as the server draws it, and as the browser hydrates it). */
  whole: boolean;
  /** Runs once the first page is committed (never on the server). */
  onFirstCommit?: () => void;
}

export function AppRoot({ router, store, queryClient, whole, onFirstCommit }: AppRootProps) {
  // A page drawn whole (by the server, or hydrating its drawing) is not yet the script's: its forms take input, and a
  // member's parts show the session, once the first commit is in. A transition: those parts redraw in slices.
  const [hydrated, setHydrated] = useState(!whole);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return (
    <StrictMode>
      <HydratedContext value={hydrated}>
        <StoreProvider store={store}>
          <QueryClientProvider client={queryClient}>
            <RouterView router={router} whole={whole} />
            <FirstCommit run={onFirstCommit} />
          </QueryClientProvider>
        </StoreProvider>
      </HydratedContext>
    </StrictMode>
  );
}

function FirstCommit({ run }: { run: (() => void) | undefined }) {
  // Once: StrictMode's second run in development finds it done.
  useEffect(() => run?.(), [run]);
  return null;
}
