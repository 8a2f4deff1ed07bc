/** Session state in jotai, mirrored from the api client's session storage so React re-renders on sign-in and out. */
import { atom } from 'jotai';
import { api } from '../api.js';
import { store } from '../state/store.js';

/** Whether a token is stored; the user query and the shell read this instead of storage. */
export const signedInAtom = atom(Boolean(api.session.accessToken()));

/** Re-reads the session from storage after the client changed it (login, logout). */
export function syncSession(): void {
  store.set(signedInAtom, Boolean(api.session.accessToken()));
}
