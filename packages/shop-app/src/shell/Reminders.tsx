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

/** How long after the page's load event the reminder channel connects. */
const REMINDERS_CONNECT_DELAY_MS = 3000;

/** Runs `start` once the page has loaded plus the delay; the returned function cancels it. */
function afterPageSettles(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(start, REMINDERS_CONNECT_DELAY_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
  };
}

export function Reminders() {
  const signedIn = useAtomValue(signedInAtom);
  const { user } = useUser();
  const username = signedIn ? user?.sysUser.username : undefined;
  const wasSignedIn = useRef(signedIn);

  useBadgeCounts(signedIn);

  // The channel (and the STOMP library it loads) waits until the page has loaded and settled: reminders are
  // background news, so they never compete with the route's first load (issue 15's budget keeps STOMP out of it);
  // the polled unread count covers the few seconds before the socket is up.
  useEffect(() => {
    if (!username) return;
    let release: (() => void) | undefined;
    const cancel = afterPageSettles(() => {
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
