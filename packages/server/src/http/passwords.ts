/** Password hashing with scrypt ('scrypt$salt$hash'), and the login password's AES decryption (wire-compat). */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import CryptoJS from 'crypto-js';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * Decrypts the login form's password as the PigX gateway does: AES-128-CBC, ZeroPadding, key = IV =
 * the Latin-1 key, Base64 ciphertext. Returns undefined for anything that is not such a ciphertext.
 */
export function decryptLoginPassword(cipherText: string, aesKey: string): string | undefined {
  if (!cipherText || !/^[A-Za-z0-9+/]+={0,2}$/.test(cipherText)) return undefined;
  const key = CryptoJS.enc.Latin1.parse(aesKey);
  try {
    const plain = CryptoJS.AES.decrypt(cipherText, key, {
      iv: key,
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.ZeroPadding,
    }).toString(CryptoJS.enc.Utf8);
    return plain || undefined;
  } catch {
    // Not UTF-8 once decrypted: the text was not encrypted with this key.
    return undefined;
  }
}
