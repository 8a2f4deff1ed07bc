/** The lock screen: locking stores only a salted hash of the password and goes to /lock after 100 ms. */
import { LOCK_REDIRECT_DELAY_MS } from '@kontor/api/rules';
import { api } from '../api.js';
import { tabStorage } from '../state/tabStorage.js';
import { navigateTo } from './navigate.js';
import { safeTarget } from './target.js';

export const LOCK_PATH = '/lock';

/** Where the user was when they locked, to return there after unlocking: this tab's, kept through a reload of /lock. */
const LOCKED_FROM_KEY = 'kontor-locked-from';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Locks, then goes to /lock 100 ms after the request, or once the hash is stored if that takes longer (its code
 * loads with the first lock). A failure (the code unreachable) leaves the session unlocked and reaches the error
 * log as an unhandled rejection.
 */
export function lockScreen(password: string): void {
  tabStorage().setItem(LOCKED_FROM_KEY, safeTarget(`${window.location.pathname}${window.location.search}`));
  void Promise.all([api.session.lock(password), delay(LOCK_REDIRECT_DELAY_MS)]).then(() => navigateTo(LOCK_PATH, { replace: true }));
}

/** Where to go next when the password matches the stored hash (and the screen is unlocked); else undefined. */
export async function unlockScreen(password: string): Promise<string | undefined> {
  if (!(await api.session.unlock(password))) return undefined;
  const back = safeTarget(tabStorage().getItem(LOCKED_FROM_KEY));
  tabStorage().removeItem(LOCKED_FROM_KEY);
  return back;
}
