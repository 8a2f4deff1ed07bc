// Client storage in the backend UI's format, the token store and the lock screen's salted hash.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createClientStorage,
  createMemoryStorage,
  createSession,
  hashLockPassword,
  verifyLockPassword,
} from '../../src/client/index.js';

function stores(prefix = 'pigx') {
  const session = createMemoryStorage();
  const local = createMemoryStorage();
  return { session, local, storage: createClientStorage({ prefix, session, local }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('client storage', () => {
  it('writes session items to sessionStorage as {dataType, content, type, datetime} under {prefix}-{name}', () => {
    const { session, local, storage } = stores();
    const before = Date.now();
    storage.set('access_token', 'A1');
    const stored = JSON.parse(session.getItem('pigx-access_token')!);
    expect(stored).toEqual({ dataType: 'string', content: 'A1', type: 'session', datetime: expect.any(Number) });
    expect(stored.datetime).toBeGreaterThanOrEqual(before);
    expect(local.length).toBe(0);
  });

  it('writes other items to localStorage without a type, under a configurable prefix', () => {
    const { session, local, storage } = stores('shop');
    storage.set('tenantId', '3');
    storage.set('logsList', [{ a: 1 }]);
    expect(JSON.parse(local.getItem('shop-tenantId')!)).toEqual({ dataType: 'string', content: '3', datetime: expect.any(Number) });
    expect(JSON.parse(local.getItem('shop-logsList')!).dataType).toBe('object');
    expect(session.length).toBe(0);
    expect(storage.key('tenantId')).toBe('shop-tenantId');
  });

  it('reads sessionStorage first, then localStorage', () => {
    const { session, local, storage } = stores();
    local.setItem('pigx-themeName', JSON.stringify({ dataType: 'string', content: 'theme-vip', datetime: 1 }));
    expect(storage.get('themeName')).toBe('theme-vip');
    session.setItem('pigx-themeName', JSON.stringify({ dataType: 'string', content: 'theme-d2', type: 'session', datetime: 2 }));
    expect(storage.get('themeName')).toBe('theme-d2');
  });

  it('returns a value that is not a stored item raw, and nothing for a missing one', () => {
    const { local, storage } = stores();
    local.setItem('pigx-language', 'de');
    local.setItem('pigx-odd', '{"x":1}');
    expect(storage.get('language')).toBe('de');
    expect(storage.get('odd')).toBe('{"x":1}');
    expect(storage.get('missing')).toBeUndefined();
  });

  it('gives numbers and booleans back in their type, as the original coerced them', () => {
    const { session, storage } = stores();
    storage.set('expires_in', 43199);
    storage.set('isLock', true);
    expect(storage.get('expires_in')).toBe(43199);
    expect(storage.get('isLock')).toBe(true);
    session.setItem('pigx-expires_in', JSON.stringify({ dataType: 'number', content: '120', type: 'session', datetime: 1 }));
    session.setItem('pigx-isLock', JSON.stringify({ dataType: 'boolean', content: 'false', type: 'session', datetime: 1 }));
    expect(storage.get('expires_in')).toBe(120);
    expect(storage.get('isLock')).toBe(false);
  });

  it('keeps one copy: an explicit type moves the item, remove clears both', () => {
    const { session, local, storage } = stores();
    storage.set('menu', [1]);
    storage.set('menu', [2], 'local');
    expect(session.getItem('pigx-menu')).toBeNull();
    expect(storage.get('menu')).toEqual([2]);
    storage.remove('menu');
    expect(local.getItem('pigx-menu')).toBeNull();
  });

  it("uses the browser's storages when present, and memory when they are blocked", () => {
    const browserSession = createMemoryStorage();
    vi.stubGlobal('sessionStorage', browserSession);
    vi.stubGlobal('localStorage', createMemoryStorage());
    createClientStorage({ prefix: 'pigx' }).set('access_token', 'B');
    expect(browserSession.getItem('pigx-access_token')).toContain('"B"');

    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const fallback = createClientStorage({ prefix: 'pigx' });
    fallback.set('access_token', 'C');
    expect(fallback.get('access_token')).toBe('C');
    delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
  });
});

describe('session', () => {
  it('stores the token answer and the tenant', () => {
    const { storage } = stores();
    const session = createSession(storage);
    session.saveToken({ access_token: 'A', refresh_token: 'R', expires_in: 100 });
    session.setTenantId(12);
    expect([session.accessToken(), session.refreshToken(), session.expiresIn(), session.tenantId()]).toEqual(['A', 'R', 100, '12']);
    session.setTenantId(undefined);
    expect(session.tenantId()).toBeUndefined();
  });

  it('keeps only a salted hash of the lock password', async () => {
    const { session: sessionStore, storage } = stores();
    const session = createSession(storage);
    const locking = session.lock('open sesame');
    // The flag waits for the hash: a locked session always has the password it is unlocked with.
    expect(session.isLocked()).toBe(false);
    await locking;
    expect(session.isLocked()).toBe(true);
    const raw = sessionStore.getItem('pigx-lockPasswd')!;
    expect(raw).not.toContain('open sesame');
    expect(storage.get('lockPasswd')).toMatch(/^sha256:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await session.unlock('open sesam')).toBe(false);
    expect(session.isLocked()).toBe(true);
    expect(await session.unlock('open sesame')).toBe(true);
    expect(session.isLocked()).toBe(false);
    expect(session.hasLockPassword()).toBe(false);
  });

  it('an unlock checked while a login lifts the lock answers false and locks nothing again', async () => {
    const { storage } = stores();
    const session = createSession(storage);
    await session.lock('pin');
    const unlocking = session.unlock('pin');
    session.saveToken({ access_token: 'A', expires_in: 100 });
    expect(await unlocking).toBe(false);
    expect(session.isLocked()).toBe(false);
    expect(session.hasLockPassword()).toBe(false);
  });

  it('salts every hash differently and verifies only the right password', () => {
    const a = hashLockPassword('1234');
    const b = hashLockPassword('1234');
    expect(a).not.toBe(b);
    expect(verifyLockPassword('1234', a)).toBe(true);
    expect(verifyLockPassword('1234', b)).toBe(true);
    expect(verifyLockPassword('4321', a)).toBe(false);
    // A plain-text password left by the original UI never unlocks.
    expect(verifyLockPassword('1234', '1234')).toBe(false);
  });

  it('a local logout clears tokens, menu, tags and lock, and tells the hook once per session', async () => {
    const { storage } = stores();
    const reasons: string[] = [];
    const session = createSession(storage, (reason) => reasons.push(reason));
    session.saveToken({ access_token: 'A', refresh_token: 'R', expires_in: 100 });
    storage.set('menu', [{ label: 'x' }]);
    storage.set('tagList', []);
    storage.set('themeName', 'theme-hey');
    await session.lock('pin');
    expect(storage.get('isLock')).toBe(true);
    expect(session.localLogout('unauthorized')).toBe(true);
    expect(session.localLogout('unauthorized')).toBe(false);
    expect([storage.get('access_token'), storage.get('menu'), storage.get('tagList'), storage.get('isLock')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(storage.get('themeName')).toBe('theme-hey');
    session.saveToken({ access_token: 'B', expires_in: 1 });
    expect(session.localLogout('logout')).toBe(true);
    expect(reasons).toEqual(['unauthorized', 'logout']);
  });
});
