/** The lock screen: locking stores only a salted hash of the password and goes to /lock after 100 ms. */
import { LOCK_REDIRECT_DELAY_MS } from '@kontor/api/rules';
import { api } from '../api.js';
import { navigateTo } from './navigate.js';
import { safeTarget } from './target.js';

export const LOCK_PATH = '/lock';

/** Where the user was when they locked, to return there after unlocking (this tab only). */
let lockedFrom = '/';

export function lockScreen(password: string): void {
  lockedFrom = safeTarget(`${window.location.pathname}${window.location.search}`);
  api.session.lock(password);
  setTimeout(() => navigateTo(LOCK_PATH, { replace: true }), LOCK_REDIRECT_DELAY_MS);
}

/** True and unlocked when the password matches the stored hash; returns where to go next. */
export function unlockScreen(password: string): string | undefined {
  return api.session.unlock(password) ? lockedFrom : undefined;
}
