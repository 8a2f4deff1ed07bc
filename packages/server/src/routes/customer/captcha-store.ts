/** Captcha answers per randomStr and the codes "sent" by SMS or mail, kept in the database with their expiry. */
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

/**
 * "Sends" a code to a mailbox or phone: this demo backend has no gateway, so the code is always the
 * configured demo code (KONTOR_DEMO_CODE, '1234'). A target gets at most one code per resend interval.
 */
export async function sendCode(db: Db, settings: AuthSettings, target: string): Promise<void> {
  const [recent] = await db.query(
    `SELECT 1 FROM verification_code WHERE target = $1 AND sent_at > now() - make_interval(secs => $2)`,
    [target, settings.resendSeconds],
  );
  if (recent) throw statusError(429, CODE_KEYS.sendingFrequently);
  await db.query(
    `INSERT INTO verification_code (target, code, sent_at, expires_at) VALUES ($1, $2, now(), now() + make_interval(secs => $3))
     ON CONFLICT (target) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at, expires_at = excluded.expires_at`,
    [target, settings.demoCode, settings.codeTtlSeconds],
  );
}

/** Whether the code was sent to the target and is still valid; `consume` uses it up. */
export async function codeMatches(db: Db, target: string, code: unknown, consume: boolean): Promise<boolean> {
  const sql = consume
    ? 'DELETE FROM verification_code WHERE target = $1 AND code = $2 AND expires_at > now() RETURNING 1'
    : 'SELECT 1 FROM verification_code WHERE target = $1 AND code = $2 AND expires_at > now()';
  return (await db.query(sql, [target, String(code ?? '')])).length > 0;
}
