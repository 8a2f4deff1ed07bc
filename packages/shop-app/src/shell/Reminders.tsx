/**
 * Mount once inside the app's providers (it renders nothing): while signed in it keeps the STOMP task
 * reminders connected for the user's own topic (reconnecting with back-off), polls the unread count and
 * re-reads the badge counts every 3 s; on sign-out it disconnects and clears the counts.
 */
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { signedInAtom } from '../session/state.js';
import { useUser } from '../session/useUser.js';
import { clearBadgeCounts, useBadgeCounts } from './badgeCounts.js';
import { acquireReminders } from './reminderChannel.js';

/** The longest the channel waits for an idle moment once the page has loaded (a busy page still connects). */
const REMINDERS_IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `start` at the first idle moment after the page's load event (requestIdleCallback; a browser without it
 * gets a zero timeout after load); the returned function cancels it.
 */
export function whenPageIdle(start: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: REMINDERS_IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(start, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

export function Reminders() {
  const signedIn = useAtomValue(signedInAtom);
  const { user } = useUser();
  const username = signedIn ? user?.sysUser.username : undefined;
  const wasSignedIn = useRef(signedIn);

  useBadgeCounts(signedIn);

  // The channel (and the STOMP library it loads) connects as soon as the user is known and the loaded page is
  // idle: reminders are background news, so they never compete with the route's first load (issue 15's budget
  // keeps STOMP out of it), yet arrive right after sign-in rather than seconds later.
  useEffect(() => {
    if (!username) return;
    let release: (() => void) | undefined;
    const cancel = whenPageIdle(() => {
      release = acquireReminders(username);
    });
    return () => {
      cancel();
      release?.();
    };
  }, [username]);

  useEffect(() => {
    if (wasSignedIn.current && !signedIn) clearBadgeCounts();
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  return null;
}
