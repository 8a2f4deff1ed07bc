/** The session kept in client storage: tokens, tenant, lock screen, and the local logout. */
import type { Token } from '../contract/entities/user.js';
import type { LogoutReason } from './config.js';
import { SESSION_ITEMS, type ClientStorage } from './storage.js';

export interface Session {
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  /** The OAuth `expires_in` counter (seconds) the refresh timer counts down. */
  expiresIn(): number | undefined;
  setExpiresIn(seconds: number): void;
  /** Stores a token answer; a login or refresh also lifts the lock screen (spec section 4). */
  saveToken(token: Pick<Token, 'access_token' | 'refresh_token' | 'expires_in'>): void;
  tenantId(): string | undefined;
  setTenantId(tenantId: string | number | undefined): void;
  /**
   * Locks the screen; with a password, only its salted hash is stored. Resolves once locked: the hashing code
   * loads with the first lock or unlock, so no route's first load carries it, and the lock flag is set only after
   * its hash is stored (a locked session always has the password it is unlocked with).
   */
  lock(password?: string): Promise<void>;
  isLocked(): boolean;
  hasLockPassword(): boolean;
  /** True and unlocked when the password matches the stored hash; false (still locked) otherwise. */
  unlock(password: string): Promise<boolean>;
  clearLock(): void;
  /**
   * Ends the session on this device: tokens, menu, tags and lock are removed and `onLogout` runs.
   * The hook runs once per session, so twenty calls answered 401 together navigate once.
   * Returns whether the hook ran.
   */
  localLogout(reason: LogoutReason): boolean;
}

/** The lock-screen hash, loaded where a lock password is set or checked. */
const lockHash = () => import('./lock-hash.js');

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

export function createSession(storage: ClientStorage, onLogout?: (reason: LogoutReason) => void): Session {
  let loggedOut = false;

  function clearLock(): void {
    storage.remove('isLock');
    storage.remove('lockPasswd');
  }

  return {
    accessToken: () => text(storage.get('access_token')),
    refreshToken: () => text(storage.get('refresh_token')),
    expiresIn() {
      const value = storage.get('expires_in');
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    },
    setExpiresIn: (seconds) => storage.set('expires_in', seconds),
    saveToken(token) {
      storage.set('access_token', token.access_token);
      if (token.refresh_token) storage.set('refresh_token', token.refresh_token);
      storage.set('expires_in', token.expires_in);
      clearLock();
      loggedOut = false;
    },
    tenantId: () => text(storage.get('tenantId')),
    setTenantId(tenantId) {
      if (tenantId === undefined || tenantId === '') storage.remove('tenantId');
      else storage.set('tenantId', String(tenantId));
    },
    async lock(password) {
      if (password !== undefined) {
        const { hashLockPassword } = await lockHash();
        storage.set('lockPasswd', hashLockPassword(password));
      }
      storage.set('isLock', true);
    },
    isLocked: () => storage.get('isLock') === true,
    hasLockPassword: () => typeof storage.get('lockPasswd') === 'string',
    async unlock(password) {
      const stored = storage.get('lockPasswd');
      if (typeof stored !== 'string') return false;
      const { verifyLockPassword } = await lockHash();
      // Read again: a login, refresh or logout while the hash loaded has already lifted or replaced the lock.
      if (storage.get('lockPasswd') !== stored || !verifyLockPassword(password, stored)) return false;
      clearLock();
      return true;
    },
    clearLock,
    localLogout(reason) {
      for (const name of SESSION_ITEMS) storage.remove(name);
      if (loggedOut) return false;
      loggedOut = true;
      onLogout?.(reason);
      return true;
    },
  };
}
