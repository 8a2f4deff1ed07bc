/** Keeps the session alive while signed in: the refresh timer runs, and session ends are handled (see lifecycle). */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { startRefreshTimer, stopRefreshTimer } from './lifecycle.js';
import { signedInAtom } from './state.js';

export function SessionKeeper() {
  const signedIn = useAtomValue(signedInAtom);
  useEffect(() => {
    if (!signedIn) return;
    startRefreshTimer();
    return stopRefreshTimer;
  }, [signedIn]);
  return null;
}
