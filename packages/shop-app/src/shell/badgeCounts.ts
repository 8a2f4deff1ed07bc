/**
 * The top bar's unread and to-do counts (spec section 9): kept in client storage so every tab of the browser
 * shares them, and re-read from there into the badge atoms every 3 s. Reminders bump the to-do count at once.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BADGE_REREAD_MS } from '@kontor/api/rules';
import { api } from '../api.js';
import { signedInAtom } from '../session/state.js';
import { todoCountAtom, unreadCountAtom } from '../state/badges.js';
import { store } from '../state/store.js';

/** Client-storage names (`pigx-unreadNum`, `pigx-todoNum` in localStorage). */
export const UNREAD_ITEM = 'unreadNum';
export const TODO_ITEM = 'todoNum';
/** How often the unread count is asked of the server; the spec gives no figure, and a badge may lag this much. */
export const UNREAD_POLL_MS = 30_000;
export const UNREAD_COUNT_KEY = ['messages', 'unread-count'] as const;

const countIn = (name: string): number => {
  const value = Number(api.storage.get(name));
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
};

/** Copies both stored counts into the atoms (what the 3 s re-read does). */
export function rereadBadgeCounts(): void {
  store.set(unreadCountAtom, countIn(UNREAD_ITEM));
  store.set(todoCountAtom, countIn(TODO_ITEM));
}

export function setUnreadCount(count: number): void {
  api.storage.set(UNREAD_ITEM, count);
  store.set(unreadCountAtom, count);
}

/** A reminder arrived: one more to-do, shown at once rather than at the next re-read. */
export function bumpTodoCount(): void {
  const next = countIn(TODO_ITEM) + 1;
  api.storage.set(TODO_ITEM, next);
  store.set(todoCountAtom, next);
}

/** After sign-out nothing of the last user's counts stays behind (the next user on this device would see them). */
export function clearBadgeCounts(): void {
  api.storage.remove(UNREAD_ITEM);
  api.storage.remove(TODO_ITEM);
  store.set(unreadCountAtom, 0);
  store.set(todoCountAtom, 0);
}

/** Polls `/xtxxsl` while signed in and keeps the atoms in step with storage every 3 s. */
export function useBadgeCounts(signedIn: boolean): void {
  const unread = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: () => api.messages.unreadCount(),
    enabled: signedIn,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });
  useEffect(() => {
    if (signedIn && unread.data !== undefined) setUnreadCount(unread.data);
  }, [signedIn, unread.data]);
  useEffect(() => {
    if (!signedIn) return;
    rereadBadgeCounts();
    const timer = setInterval(rereadBadgeCounts, BADGE_REREAD_MS);
    return () => {
      clearInterval(timer);
      // The signed-in services that hold this unmount as the session ends, before any render could see it signed out:
      // their cleanup is the one moment left to clear the counts. Still signed in (a remount), they stay.
      if (!store.get(signedInAtom)) clearBadgeCounts();
    };
  }, [signedIn]);
}
