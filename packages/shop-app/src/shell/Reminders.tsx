/**
 * Mount once inside the app's providers (it renders nothing): while signed in it keeps the STOMP task
 * reminders connected for the user's own topic (reconnecting with back-off), polls the unread count and
 * re-reads the badge counts every 3 s; on sign-out it disconnects and clears the counts (as it unmounts: it is
 * mounted only while signed in).
 */
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { signedInAtom } from '../session/state.js';
import { useUser } from '../session/useUser.js';
import { useBadgeCounts } from './badgeCounts.js';
import { acquireReminders } from './reminderChannel.js';

/** The longest the channel waits for an idle moment once it may start (a busy page still connects). */
const REMINDERS_IDLE_TIMEOUT_MS = 2000;
/** A page opened without any user action yet (a reload, a bookmark) starts the channel this long after load. */
const REMINDERS_QUIET_START_MS = 3000;
const ACTIVATION_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `start` at the first idle moment once the page has settled: right away after a sign-in on this page
 * (`signedInHere`), else at the first pointer or key action after load, or REMINDERS_QUIET_START_MS after load,
 * whichever comes first. So a reload's first load stays free of the STOMP client (issue 15's budget), while a fresh
 * sign-in gets its reminders at once. (`navigator.userActivation` cannot tell: automated browsers report it set.)
 * Returns a cancel function.
 */
export function whenPageIdle(start: () => void, signedInHere = false): () => void {
  let cancelIdle = () => {};
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let scheduled = false;
  const stopWaiting = () => {
    clearTimeout(quiet);
    for (const type of ACTIVATION_EVENTS) window.removeEventListener(type, schedule, true);
  };
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    stopWaiting();
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: REMINDERS_IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(start, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  }
  const afterLoad = () => {
    if (signedInHere) return schedule();
    for (const type of ACTIVATION_EVENTS) window.addEventListener(type, schedule, { capture: true, once: true, passive: true });
    quiet = setTimeout(schedule, REMINDERS_QUIET_START_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    stopWaiting();
    cancelIdle();
  };
}

export function Reminders() {
  const signedIn = useAtomValue(signedInAtom);
  const { user } = useUser();
  const username = signedIn ? user?.sysUser.username : undefined;
  // Whether the page opened signed in (a reload, a bookmark) or the user signed in here, in this document.
  const openedSignedIn = useRef(signedIn);

  useBadgeCounts(signedIn);

  // The channel (and the STOMP library it loads) connects once the user is known and the page has settled
  // (whenPageIdle): reminders are background news, so they never compete with a route's first load (issue 15's
  // budget keeps STOMP out of it), yet arrive right after a sign-in rather than seconds later.
  useEffect(() => {
    if (!username) return;
    let release: (() => void) | undefined;
    const cancel = whenPageIdle(() => {
      release = acquireReminders(username);
    }, !openedSignedIn.current);
    return () => {
      cancel();
      release?.();
    };
  }, [username]);

  return null;
}
