// The top bar's unread and to-do counts belong to the signed-in user: when their session ends (the services keeping
// the counts unmount with it), the next user signing in on this device starts from none.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '../api.js';
import { signedInAtom } from '../session/state.js';
import { todoCountAtom, unreadCountAtom } from '../state/badges.js';
import { store } from '../state/store.js';
import { TODO_ITEM, UNREAD_ITEM, useBadgeCounts } from './badgeCounts.js';

const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queries}>{children}</QueryClientProvider>;

// The server's unread count, as polled: this user's 4.
beforeAll(() => vi.stubGlobal('fetch', async () => Response.json({ code: 0, msg: null, data: 4 })));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  queries.clear();
  store.set(signedInAtom, false);
});

/** Signed in with `todo` to-dos stored, once the unread count has come from the server. */
async function signedInWith(todo: number) {
  api.storage.set(TODO_ITEM, todo);
  store.set(signedInAtom, true);
  const hook = renderHook(() => useBadgeCounts(true), { wrapper });
  await waitFor(() => expect(api.storage.get(UNREAD_ITEM)).toBe(4), { timeout: 5000 });
  expect(store.get(todoCountAtom)).toBe(todo);
  return hook;
}

describe('useBadgeCounts', () => {
  it('forgets the counts, stored and shown, when the session ends under it', async () => {
    const { unmount } = await signedInWith(150);
    // As a logout or a 401 does it: the session is gone first, then the signed-in services unmount.
    act(() => store.set(signedInAtom, false));
    unmount();
    expect(api.storage.get(UNREAD_ITEM)).toBeUndefined();
    expect(api.storage.get(TODO_ITEM)).toBeUndefined();
    expect(store.get(unreadCountAtom)).toBe(0);
    expect(store.get(todoCountAtom)).toBe(0);
  });

  it('keeps them when it unmounts while the user is still signed in (a remount reads them back)', async () => {
    const { unmount } = await signedInWith(3);
    unmount();
    expect(api.storage.get(TODO_ITEM)).toBe(3);
    expect(store.get(todoCountAtom)).toBe(3);
  });
});
