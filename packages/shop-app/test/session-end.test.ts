// Whatever ends a session (a header's logout, the lock screen's, a 401, a failed refresh), everything local goes.
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../src/api.js';
import { setNavigator } from '../src/session/navigate.js';
import { syncSession } from '../src/session/state.js';
import '../src/session/lifecycle.js';
import { store } from '../src/state/store.js';
import { HOME_TAG, openedTag, tagsAtom } from '../src/state/tabs.js';

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
