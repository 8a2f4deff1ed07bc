// Whatever ends a session (a header's logout, the lock screen's, a 401, a failed refresh), everything local goes:
// the open tabs and what the member typed.
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../src/api.js';
import { setNavigator } from '../src/session/navigate.js';
import { syncSession } from '../src/session/state.js';
import '../src/session/lifecycle.js';
import { store } from '../src/state/store.js';
import { HOME_TAG, openedTag, tagsAtom } from '../src/state/tabs.js';
import { ORDER_DRAFT_STORAGE_KEY, orderDraftAtoms } from '../src/state/orderDraft.js';
import { ORDER_EDIT_DRAFT_STORAGE_KEY, orderEditDraftAtom } from '../src/state/orderEditDraft.js';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the end of a session', () => {
  it.each(['logout', 'unauthorized', 'refresh-failed'] as const)("forgets the open tabs (%s), so the next user in this tab starts from home", (reason) => {
    const went: string[] = [];
    setNavigator((to) => went.push(to));
    api.session.saveToken({ access_token: 'token-a', refresh_token: 'refresh-a', expires_in: 43_200 });
    syncSession();
    store.set(tagsAtom, [HOME_TAG, openedTag('shell.screen.userInfo.title', '/Order', '?id=7')]);
    api.session.localLogout(reason);
    expect(store.get(tagsAtom)).toEqual([HOME_TAG]);
    expect(api.storage.get('tagList')).toBeUndefined();
    expect(went).toHaveLength(1);
  });
});

describe('the drafts of the member whose session ends', () => {
  it.each(['logout', 'unauthorized'] as const)('are forgotten (%s): the next user finds an empty order form and no edited order', (reason) => {
    setNavigator(() => undefined);
    api.session.saveToken({ access_token: 'token-a', refresh_token: 'refresh-a', expires_in: 43_200 });
    syncSession();
    const before = store.get(orderDraftAtoms.container);
    store.set(orderDraftAtoms.container, { ...before, value: { remark: 'Ring the bell twice', portId: 7 } });
    store.set(orderDraftAtoms.pallet, { ...store.get(orderDraftAtoms.pallet), value: { remark: 'Pallet note' } });
    store.set(orderEditDraftAtom('41'), { value: { remark: 'Edited remark' } });
    // An edited order's draft left in storage by an earlier page load, with no atom in memory.
    sessionStorage.setItem(ORDER_EDIT_DRAFT_STORAGE_KEY('42'), JSON.stringify({ value: { remark: 'Older edit' } }));
    api.session.localLogout(reason);
    expect(store.get(orderDraftAtoms.container).value).toEqual({});
    expect(store.get(orderDraftAtoms.container).idempotencyKey).not.toBe(before.idempotencyKey);
    expect(store.get(orderDraftAtoms.pallet).value).toEqual({});
    expect(store.get(orderEditDraftAtom('41'))).toEqual({});
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('kontor-order-edit-'))).toEqual([]);
    expect(sessionStorage.getItem(ORDER_DRAFT_STORAGE_KEY('container'))).not.toContain('Ring the bell');
  });
});
