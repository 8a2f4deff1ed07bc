/** The one api client of the storefront, talking to the same origin that served it. */
import { createKontorClient } from '@kontor/api/client';
import { showApiError } from './notify.js';

export const api = createKontorClient({
  baseUrl: window.location.origin,
  hooks: {
    onError: (message) => showApiError(message),
    // A 401 ends the session locally; the login page starts a new one.
    onLogout: () => window.location.assign('/login'),
  },
});
