/**
 * Route guards of spec section 4, run before a route renders: locked sessions go to /lock, protected routes
 * without a token to /login (remembering the target), /login with a token to the target; user info first.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { api } from '../api.js';
import { queryClient } from '../queryClient.js';
import type { AppRoute } from '../routes/types.js';
import { LOCK_PATH } from './lock.js';
import { LOGIN_PATH, REDIRECT_PARAM, loginPathFor, safeTarget } from './target.js';
import { userInfoQuery } from './useUser.js';

export function guardFor(route: Pick<AppRoute, 'path' | 'public'>) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const signedIn = Boolean(api.session.accessToken());
    const locked = signedIn && api.session.isLocked();
    if (url.pathname === LOCK_PATH) {
      if (!signedIn) return redirect(LOGIN_PATH);
      return locked ? null : redirect('/');
    }
    if (locked) return redirect(LOCK_PATH);
    if (url.pathname === LOGIN_PATH) return signedIn ? redirect(safeTarget(url.searchParams.get(REDIRECT_PARAM))) : null;
    if (route.public) return null;
    if (!signedIn) return redirect(loginPathFor(`${url.pathname}${url.search}`));
    try {
      // Roles come with the user info: read it before the first protected page (cached afterwards).
      await queryClient.ensureQueryData(userInfoQuery);
    } catch {
      // The client has already ended the session locally (spec section 4); the target is remembered.
      return redirect(loginPathFor(`${url.pathname}${url.search}`));
    }
    return null;
  };
}
