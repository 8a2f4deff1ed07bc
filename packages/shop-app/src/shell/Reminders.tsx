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

export function Reminders() {
  const signedIn = useAtomValue(signedInAtom);
  const { user } = useUser();
  const username = signedIn ? user?.sysUser.username : undefined;
  const wasSignedIn = useRef(signedIn);

  useBadgeCounts(signedIn);

  useEffect(() => {
    if (!username) return;
    return acquireReminders(username);
  }, [username]);

  useEffect(() => {
    if (wasSignedIn.current && !signedIn) clearBadgeCounts();
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  return null;
}
