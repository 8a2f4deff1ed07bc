/** Client storage as the backend's UI wrote it: `{prefix}-{name}` keys holding `{dataType, content, type, datetime}`. */
import type { StoredItem } from '../contract/entities/shell.js';
import { storedValueOf } from '../rules/storage.js';

/** Items kept in sessionStorage (wire-compat); every other item is kept in localStorage. */
export const SESSION_ITEMS = [
  'access_token',
  'refresh_token',
  'expires_in',
  'menu',
  'tag',
  'tagList',
  'isLock',
  'lockPasswd',
] as const;

export type StorageType = 'session' | 'local';

export interface ClientStorage {
  /** The full key of an item: `{prefix}-{name}`. */
  key(name: string): string;
  /** sessionStorage first, then localStorage; a value that is not a stored item comes back raw. */
  get(name: string): unknown;
  /** Writes to the item's home (SESSION_ITEMS → session) unless a type is given. */
  set(name: string, content: unknown, type?: StorageType): void;
  /** Removes the item from both storages. */
  remove(name: string): void;
}

export function storageTypeOf(name: string): StorageType {
  return (SESSION_ITEMS as readonly string[]).includes(name) ? 'session' : 'local';
}

/** A Storage in memory, for Node, tests, and browsers where web storage is blocked. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** The browser's storage when usable; reading it can throw (privacy modes, sandboxed frames). */
function browserStorage(type: StorageType): Storage | undefined {
  try {
    const storage = type === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}

export function createClientStorage(options: { prefix: string; session?: Storage; local?: Storage }): ClientStorage {
  const stores: Record<StorageType, Storage> = {
    session: options.session ?? browserStorage('session') ?? createMemoryStorage(),
    local: options.local ?? browserStorage('local') ?? createMemoryStorage(),
  };
  const key = (name: string) => `${options.prefix}-${name}`;

  function get(name: string): unknown {
    const raw = stores.session.getItem(key(name)) ?? stores.local.getItem(key(name));
    if (raw === null || raw === '') return undefined;
    return storedValueOf(raw);
  }

  function set(name: string, content: unknown, type: StorageType = storageTypeOf(name)): void {
    const item: StoredItem = {
      dataType: typeof content,
      content,
      datetime: Date.now(),
      // The original leaves `type` out for localStorage; readers test it for truthiness.
      ...(type === 'session' ? { type: 'session' } : {}),
    };
    // One home per item: a stale copy in the other storage would shadow or outlive it.
    stores[type === 'session' ? 'local' : 'session'].removeItem(key(name));
    stores[type].setItem(key(name), JSON.stringify(item));
  }

  function remove(name: string): void {
    stores.session.removeItem(key(name));
    stores.local.removeItem(key(name));
  }

  return { key, get, set, remove };
}
