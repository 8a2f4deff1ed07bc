/** The app's one react-query cache, shared with code outside React (route guards, logout). */
import { isKontorApiError } from '@kontor/api/client';
import { QueryClient } from '@tanstack/react-query';

/** An answer the contract refused: asked again it is malformed again, and no screen can show it. */
const malformed = (error: unknown) => isKontorApiError(error) && error.kind === 'schema';

/** The server says the thing asked for does not exist (404): the screen shows its not-found state. */
export const isNotFound = (error: unknown) => isKontorApiError(error) && error.status === 404;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The api client's ky instance retries a read that may succeed later (network errors, 408, 429, 502-504);
      // asked again here, a failure would be tried up to six times and toasted twice.
      retry: false,
      staleTime: 60_000,
      // Thrown to the screen's boundary, which shows the 500 state and records it in the error log.
      throwOnError: malformed,
      // Asked even when the browser says it is offline: the call fails as "the server cannot be reached" with its
      // retry, where react-query's default paused it and the page stayed loading.
      networkMode: 'always',
    },
    mutations: {
      // Sent even offline, so the form says at once that the server cannot be reached and keeps what was typed. A
      // paused send hung on "Please wait…" and went out by itself when the connection came back (an order placed
      // while the buyer had given up on it).
      networkMode: 'always',
    },
  },
});
