/** Captcha answers per randomStr and the codes "sent" by SMS or mail, kept in the database with their expiry. */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { VERIFICATION_CODE_LENGTH } from '@kontor/api/rules';
import type { Db } from '../../db/db.js';
import type { AuthSettings } from '../../http/settings.js';
import { statusError } from '../../http/errors.js';
import { captchaPng, randomCaptchaText } from './captcha-image.js';

/** randomStr is 4 digits and Date.now() in the framework's UI; anything short and plain is accepted. */
const RANDOM_STR = /^[\w-]{1,64}$/;
export const isRandomStr = (value: unknown): value is string => typeof value === 'string' && RANDOM_STR.test(value);

/** Makes a new captcha for the randomStr (replacing an older one) and returns its PNG. */
export async function newCaptcha(db: Db, settings: AuthSettings, randomStr: string): Promise<Buffer> {
  const answer = randomCaptchaText(VERIFICATION_CODE_LENGTH);
  await db.query('DELETE FROM captcha WHERE expires_at < now()');
  await db.query(
    `INSERT INTO captcha (random_str, answer, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (random_str) DO UPDATE SET answer = excluded.answer, expires_at = excluded.expires_at`,
    [randomStr, answer, settings.captchaTtlSeconds],
  );
  return captchaPng(answer);
}

/**
 * Whether the typed code answers the captcha of the randomStr (case does not matter). The token call
 * consumes the captcha, right or wrong, as the framework does; the pre-check and verify leave it.
 * With `KONTOR_CAPTCHA=off` any 4 characters pass.
 */
export async function captchaMatches(
  db: Db,
  settings: AuthSettings,
  randomStr: unknown,
  code: unknown,
  consume: boolean,
): Promise<boolean> {
  const typed = typeof code === 'string' ? code.trim() : '';
  if (typed.length !== VERIFICATION_CODE_LENGTH) return false;
  if (settings.captchaOff) return true;
  if (!isRandomStr(randomStr)) return false;
  const sql = consume
    ? 'DELETE FROM captcha WHERE random_str = $1 RETURNING answer, expires_at > now() AS live'
    : 'SELECT answer, expires_at > now() AS live FROM captcha WHERE random_str = $1';
  const [row] = await db.query<{ answer: string; live: boolean }>(sql, [randomStr]);
  return !!row?.live && row.answer.toUpperCase() === typed.toUpperCase();
}

export async function requireCaptcha(db: Db, settings: AuthSettings, randomStr: unknown, code: unknown, consume: boolean) {
  if (!(await captchaMatches(db, settings, randomStr, code, consume))) throw statusError(428);
}

/** Message keys of the code-sending calls (login by mail or phone, password change). */
export const CODE_KEYS = {
  sendingFrequently: 'login.code.sendingFrequently',
  verificationFailed: 'login.code.verificationFailed',
  mailboxNotBound: 'login.email.notBound',
  mailboxFormat: 'login.email.format',
} as const;

/** A fresh code of VERIFICATION_CODE_LENGTH digits from the system's secure random source. */
export const randomCode = () => String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

/**
 * "Sends" a code to a mailbox or phone: a random code, stored with its expiry, usable once. This backend
 * has no SMS or mail gateway, so the code is printed in the server log (KONTOR_CODE_LOG=off hides it):
 *   [kontor] code for mobile:15112345678: 4821 (valid 300 s)
 * A target gets at most one code per resend interval ('sending frequently', 429).
 */
export async function sendCode(db: Db, settings: AuthSettings, target: string): Promise<void> {
  const [recent] = await db.query(
    `SELECT 1 FROM verification_code WHERE target = $1 AND sent_at > now() - make_interval(secs => $2)`,
    [target, settings.resendSeconds],
  );
  if (recent) throw statusError(429, CODE_KEYS.sendingFrequently);
  const code = randomCode();
  await db.query(
    `INSERT INTO verification_code (target, code, sent_at, expires_at, failures) VALUES ($1, $2, now(), now() + make_interval(secs => $3), 0)
     ON CONFLICT (target) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at, expires_at = excluded.expires_at, failures = 0`,
    [target, code, settings.codeTtlSeconds],
  );
  if (settings.logCodes) logCode(settings, `[kontor] code for ${target}: ${code} (valid ${settings.codeTtlSeconds} s)`);
}

/** Prints an issued code's line, and appends it to KONTOR_CODE_LOG_FILE when one is set. */
function logCode(settings: AuthSettings, line: string): void {
  console.info(line);
  if (settings.codeLogFile) appendFileSync(settings.codeLogFile, `${line}\n`);
}

/**
 * Whether this code was issued to the target and is still valid; `consume` uses it up (single use).
 * Each wrong guess counts against the code: after `maxFailures` it is void, so it cannot be guessed.
 */
export async function codeMatches(db: Db, target: string, code: unknown, consume: boolean, maxFailures = 5): Promise<boolean> {
  const typed = typeof code === 'string' ? code.trim() : '';
  if (typed === '' || typed.length > 64) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ code: string; live: boolean; failures: number }>(
      'SELECT code, expires_at > now() AS live, failures FROM verification_code WHERE target = $1 FOR UPDATE',
      [target],
    );
    if (!row || !row.live || row.failures >= maxFailures) return false;
    if (!safeEqual(row.code, typed)) {
      await tx.query('UPDATE verification_code SET failures = failures + 1 WHERE target = $1', [target]);
      return false;
    }
    if (consume) await tx.query('DELETE FROM verification_code WHERE target = $1', [target]);
    return true;
  });
}

function safeEqual(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Social login's state, issued by the server before the provider round trip: `{type}-{nonce}`. The
 * provider's code comes back with it; this backend has no provider, so it stands in for one and prints
 * the code in its log, like an SMS code. The state is usable once, for KONTOR_CODE_TTL seconds.
 */
export async function issueSocialState(db: Db, settings: AuthSettings, type: string): Promise<string> {
  const state = `${type}-${randomBytes(12).toString('hex')}`;
  const code = randomCode();
  await db.query('DELETE FROM verification_code WHERE expires_at < now()');
  await db.query(
    `INSERT INTO verification_code (target, code, sent_at, expires_at) VALUES ($1, $2, now(), now() + make_interval(secs => $3))`,
    [`social:${state}`, code, settings.codeTtlSeconds],
  );
  if (settings.logCodes) logCode(settings, `[kontor] social login ${type}: state ${state} code ${code} (valid ${settings.codeTtlSeconds} s)`);
  return state;
}
