/** The app's error log: unhandled errors and rejections are stored (api client, `pigx-logsList`) and counted for the top bar. */
import { atom } from 'jotai';
import { api } from '../api.js';
import { store } from '../state/store.js';

/** Bumped whenever the stored log changes, so the badge and the viewer re-read it. */
export const errorLogVersionAtom = atom(0);

/** The stored entries (re-read on every version bump). */
export const errorLogAtom = atom((get) => {
  get(errorLogVersionAtom);
  return api.errorLog.list();
});

export function errorLogChanged(): void {
  store.set(errorLogVersionAtom, store.get(errorLogVersionAtom) + 1);
}

/** Starts recording; call once at start-up. Returns the function that stops it. */
export function captureErrors(target: Window = window): () => void {
  const stop = api.errorLog.capture(target);
  // Registered after the client's listeners, so the entry is stored by the time the badge re-reads.
  const bump = () => errorLogChanged();
  target.addEventListener('error', bump);
  target.addEventListener('unhandledrejection', bump);
  return () => {
    stop();
    target.removeEventListener('error', bump);
    target.removeEventListener('unhandledrejection', bump);
  };
}
