// A client wired to a test server with in-memory storages and recording hooks.
import { createKontorClient, createMemoryStorage, type KontorClientConfig, type LogoutReason } from '../../src/client/index.js';
import type { KontorApiError } from '../../src/client/errors.js';

export function testClient(baseUrl: string, config: KontorClientConfig = {}) {
  const logouts: LogoutReason[] = [];
  const toasts: { message: string; error: KontorApiError }[] = [];
  const session = createMemoryStorage();
  const local = createMemoryStorage();
  const client = createKontorClient({
    baseUrl,
    storage: { session, local },
    ...config,
    hooks: {
      onLogout: (reason) => logouts.push(reason),
      onError: (message, error) => toasts.push({ message, error }),
      ...config.hooks,
    },
  });
  return { client, logouts, toasts, storages: { session, local } };
}

/** Awaits a rejection and returns the error, failing when the promise resolves. */
export async function rejection(promise: Promise<unknown>): Promise<KontorApiError> {
  try {
    await promise;
  } catch (error) {
    return error as KontorApiError;
  }
  throw new Error('expected the call to reject');
}
