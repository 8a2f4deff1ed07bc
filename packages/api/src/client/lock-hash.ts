/** The lock-screen password hash: only a salted SHA-256 is stored, never the password (wire-compat). */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const LOCK_HASH_SCHEME = 'sha256';

function randomSalt(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

function digest(salt: string, password: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${salt}:${password}`)));
}

/** What is stored instead of the lock password: `sha256:{salt}:{hash}`. */
export function hashLockPassword(password: string, salt: string = randomSalt()): string {
  return `${LOCK_HASH_SCHEME}:${salt}:${digest(salt, password)}`;
}

export function verifyLockPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split(':');
  if (scheme !== LOCK_HASH_SCHEME || !salt || !hash) return false;
  return digest(salt, password) === hash;
}
