/** Login password encryption (AES, the gateway's cipher): loaded only where a password is sent. */
import AES from 'crypto-js/aes.js';
import Latin1 from 'crypto-js/enc-latin1.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ZeroPadding from 'crypto-js/pad-zeropadding.js';
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
