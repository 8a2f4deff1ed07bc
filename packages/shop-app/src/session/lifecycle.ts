/**
 * How a session ends and keeps itself alive: whatever ends it (logout, a 401, a failed refresh or user-info read)
 * clears everything local and goes to /login; while signed in the refresh timer of spec section 4 runs.
 */
import type { RefreshTimer } from '@kontor/api/client';
import { api, onSessionEnd } from '../api.js';
import { queryClient } from '../queryClient.js';
import { store } from '../state/store.js';
import { sessionEndedForDrafts } from '../state/memberDrafts.js';
import { forgetLanguageCookie } from '../state/settings.js';
import { resetTagsAtom } from '../state/tabs.js';
import { navigateTo } from './navigate.js';
import { signedInAtom, syncSession } from './state.js';
import { LOGIN_PATH, loginPathFor } from './target.js';

/**
 * Items the client's `localLogout` does not remove itself (it clears tokens, menu, tabs and the lock):
 * user info, roles, permissions and the language (spec section 4's logout list).
 */
const SIGNED_IN_ITEMS = ['userInfo', 'roles', 'permissions', 'menuAll', 'language', 'languageID'] as const;

let timer: RefreshTimer | undefined;

/** Starts the token timer (10 s tick, refresh at <= 1000); a failed refresh stops it, as in the original. */
export function startRefreshTimer(): void {
  if (timer?.active) return;
  timer = api.startRefreshTimer();
}

export function stopRefreshTimer(): void {
  timer?.stop();
  timer = undefined;
}

/** After a login: the session state follows storage and the timer runs. */
export function sessionStarted(tenantId: string | number | null | undefined): void {
  if (tenantId !== undefined && tenantId !== null) api.session.setTenantId(tenantId);
  syncSession();
  startRefreshTimer();
}

onSessionEnd((reason) => {
  const wasSignedIn = store.get(signedInAtom);
  for (const name of SIGNED_IN_ITEMS) api.storage.remove(name);
  forgetLanguageCookie();
  // The tabs held in memory too, whichever way the session ended (a header's logout, the lock screen's, a 401): the
  // next user signing in in this tab, without a reload, must not get the last one's tabs back.
  store.set(resetTagsAtom);
  // And what the member typed (the order forms' drafts, the orders being edited): gone with a logout, kept for the
  // same member when the session expired under them.
  sessionEndedForDrafts(reason === 'logout');
  stopRefreshTimer();
  queryClient.clear();
  syncSession();
  // A 401 to a visitor who never signed in (a public page) is no session ending: they stay where they are.
  if (!wasSignedIn && reason !== 'logout') return;
  const here = `${window.location.pathname}${window.location.search}`;
  navigateTo(reason === 'logout' ? LOGIN_PATH : loginPathFor(here), { replace: true });
});
