/**
 * Route guards of spec section 4, run before a route renders: locked sessions go to /lock, protected routes
 * without a token to /login (remembering the target), /login with a token to the target; user info first.
 */
import type { GuardVerdict, Location } from '../router/index.js';
import { api } from '../api.js';
import { queryClient } from '../queryClient.js';
import type { AppRoute } from '../routes/types.js';
import { LOCK_PATH } from './lock.js';
import { LOGIN_PATH, REDIRECT_PARAM, loginPathFor, safeTarget } from './target.js';
import { userInfoQuery } from './useUser.js';

/** Where `route` at `location` sends the user (null: it may render); a promise only while the user info loads. */
export function guardRoute(
  route: Pick<AppRoute, 'path' | 'public'>,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): GuardVerdict | Promise<GuardVerdict> {
  const signedIn = Boolean(api.session.accessToken());
  const locked = signedIn && api.session.isLocked();
  if (pathname === LOCK_PATH) {
    // Public (spec section 4's whitelist): signed out, the lock screen opens and offers the way to sign in.
    if (!signedIn) return null;
    return locked ? null : '/';
  }
  if (locked) return LOCK_PATH;
  if (pathname === LOGIN_PATH) return signedIn ? safeTarget(new URLSearchParams(search).get(REDIRECT_PARAM)) : null;
  if (route.public) return null;
  if (!signedIn) return loginPathFor(`${pathname}${search}`);
  // Roles come with the user info: read it before the first protected page (cached afterwards: no wait then).
  if (queryClient.getQueryData(userInfoQuery.queryKey) !== undefined) return null;
  return queryClient.ensureQueryData(userInfoQuery).then(
    () => null,
    // The client has already ended the session locally (spec section 4); the target is remembered.
    () => loginPathFor(`${pathname}${search}`),
  );
}
