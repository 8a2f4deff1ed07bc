/** The session's actions every area may call (top bar, user menus, lock dialog, lock screen). */
import { api } from '../api.js';
import { lockScreen } from './lock.js';
import { queryClient } from '../queryClient.js';
import { store } from '../state/store.js';
import { signedInAtom } from './state.js';

export interface SessionActions {
  /** Confirmed logout: DELETE /auth/token/logout, then clears everything local and goes to /login. */
  logout(): Promise<void>;
  /** Sets the lock password (stored as a salted hash) and goes to /lock after 100 ms. */
  lock(password: string): void;
}

/** Ends the session on the server, and locally whatever the server answered (even when it is unreachable). */
export async function logout(): Promise<void> {
  // The signed-in services and member queries stop first, and what they have under way is dropped: a badge count
  // sent while the server forgets the token would come back refused (401) after the user chose to leave.
  store.set(signedInAtom, false);
  await queryClient.cancelQueries();
  try {
    await api.auth.logout();
  } catch {
    // Unreachable or refused: the device still forgets the session.
  }
  // Runs the session-end listeners unless the client's logout already did (see lifecycle.ts).
  api.session.localLogout('logout');
}

const actions: SessionActions = { logout, lock: lockScreen };

export function useSessionActions(): SessionActions {
  return actions;
}
