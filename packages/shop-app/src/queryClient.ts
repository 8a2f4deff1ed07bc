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
      // A missing resource is missing again (asking twice showed its toast twice); other failures get one more try.
      retry: (failures, error) => failures < 1 && !malformed(error) && !isNotFound(error),
      staleTime: 60_000,
      // Thrown to the screen's boundary, which shows the 500 state and records it in the error log.
      throwOnError: malformed,
    },
  },
});
