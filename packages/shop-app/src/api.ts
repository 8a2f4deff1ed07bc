/** The one api client of the storefront, talking to the same origin that served it. */
import { createKontorClient, type KontorApiError, type LogoutReason } from '@kontor/api/client';
import { showApiError } from './notify.js';

type SessionEndListener = (reason: LogoutReason) => void;
const sessionEndListeners = new Set<SessionEndListener>();

/**
 * Runs `listener` whenever the session ends on this device (logout, a 401, a failed refresh or user-info read).
 * The session binding (session/lifecycle.ts) clears what is local, the open tabs included, and goes to /login.
 */
export function onSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => void sessionEndListeners.delete(listener);
}

/** Calls whose failures the login form shows itself, at the form, in the user's language. */
const LOGIN_CALLS = [
  'GET /admin/user/check/pwd',
  'POST /auth/oauth/token',
  'POST /auth/mobile/token/sms',
  'POST /auth/mobile/token/social',
  'POST /scgl/captcha/getCode',
  // The password change (PasswordChangeForm) shows these at its fields: mailbox, code, old password.
  'GET /scgl/email/send/code',
  'GET /scgl/email/send/valid',
  'POST /scgl/email/edit/password/',
];
const isLoginCall = (error: KontorApiError) => error.call !== undefined && LOGIN_CALLS.includes(error.call);

/**
 * Calls whose 404 the screen shows as its own not-found state (a product, container, category, family, order or after-sales
 * request that does not exist): no toast besides it.
 */
const NOT_FOUND_SHOWN = [
  /^POST \/scgl\/rfgoodsattrsku\/yq\/skuid$/,
  /^GET \/scgl\/rfsystemgroupdata\/fcl\/detail$/,
  /^GET \/scgl\/rfcategory\/tree\/(path|children)$/,
  /^GET \/scgl\/rfstoreorder\/(my|orderCart)\/[^/]+$/,
  /^GET \/scgl\/rfstoreserviceorder\/\d+$/,
  /^GET \/scgl\/rffamilygoods\/yq\/recommend\/[^/]+$/,
];
const notFoundShown = (error: KontorApiError) =>
  error.status === 404 && error.call !== undefined && NOT_FOUND_SHOWN.some((call) => call.test(error.call!));

/** On the server renderer, the shop's own app answers the calls (entry-server.tsx); in a browser, the network. */
let serverFetch: typeof fetch | undefined;
export const answerOnServer = (fetcher: typeof fetch) => void (serverFetch = fetcher);
const onServer = typeof window === 'undefined';

export const api = createKontorClient({
  baseUrl: onServer ? 'http://localhost' : window.location.origin,
  ...(onServer ? { fetch: (input: RequestInfo | URL, init?: RequestInit) => (serverFetch ?? fetch)(input, init) } : {}),
  // Every answer is checked against the contract (it loads with the first one); a malformed answer rejects its query,
  // which the query client hands to the screen's boundary: the 500 state and the error log (queryClient.ts).
  hooks: {
    onError: (message, error) => {
      if (!isLoginCall(error) && !notFoundShown(error)) showApiError(message, error);
    },
    // A 401 (or logout) ends the session locally; the session binding takes the user to /login.
    onLogout: (reason) => {
      for (const listener of sessionEndListeners) listener(reason);
    },
  },
});
