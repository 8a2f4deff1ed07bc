/** Login password encryption, the Basic client credential and the lock-screen password hash. */
import AES from 'crypto-js/aes.js';
import Hex from 'crypto-js/enc-hex.js';
import Latin1 from 'crypto-js/enc-latin1.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ZeroPadding from 'crypto-js/pad-zeropadding.js';
import SHA256 from 'crypto-js/sha256.js';
import CryptoJS from 'crypto-js/core.js';

/** The gateway's cipher (wire-compat): AES-128-CBC, ZeroPadding, key and IV both the Latin-1 key. */
function cipherOptions(key: string) {
  const bytes = Latin1.parse(key);
  return { bytes, options: { iv: bytes, mode: CryptoJS.mode.CBC, padding: ZeroPadding } };
}

/** The password as the token and pre-check calls send it: Base64 ciphertext. */
export function encryptPassword(password: string, key: string): string {
  const { bytes, options } = cipherOptions(key);
  return AES.encrypt(password, bytes, options).toString();
}

/** The inverse, as the backend's gateway does it (used by tests and the reference server). */
export function decryptPassword(ciphertext: string, key: string): string {
  const { bytes, options } = cipherOptions(key);
  return AES.decrypt(ciphertext, bytes, options).toString(Utf8);
}

/** `Basic base64(id:secret)`; the credential is ASCII, so btoa is exact. */
export function basicAuthorization(clientCredential: string): string {
  return `Basic ${btoa(clientCredential)}`;
}

const LOCK_HASH_SCHEME = 'sha256';

function randomSalt(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function digest(salt: string, password: string): string {
  return SHA256(`${salt}:${password}`).toString(Hex);
}

/** What is stored instead of the lock password (wire-compat keeps only a salted hash): `sha256:{salt}:{hash}`. */
export function hashLockPassword(password: string, salt: string = randomSalt()): string {
  return `${LOCK_HASH_SCHEME}:${salt}:${digest(salt, password)}`;
}

export function verifyLockPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split(':');
  if (scheme !== LOCK_HASH_SCHEME || !salt || !hash) return false;
  return digest(salt, password) === hash;
}
