/** Session state in jotai, mirrored from the api client's session storage so React re-renders on sign-in and out. */
import { atom, useAtomValue } from 'jotai';
import { useHydrated } from '@kontor/ui/Form';
import { api } from '../api.js';
import { store } from '../state/store.js';

/** Whether a token is stored; the user query and the shell read this instead of storage. */
export const signedInAtom = atom(Boolean(api.session.accessToken()));

/** Re-reads the session from storage after the client changed it (login, logout). */
export function syncSession(): void {
  store.set(signedInAtom, Boolean(api.session.accessToken()));
}

/**
 * Whether a member is signed in, as the calling part may show it. A part the server drew hydrates as drawn (for nobody):
 * a part inside a boundary that hydrates after the first commit (the admin tabs' Activity) reads the session once the
 * first commit has read it, so it must not show it before its own hydration is done.
 */
export function useSignedIn(): boolean {
  const hydrated = useHydrated();
  return useAtomValue(signedInAtom) && hydrated;
}
