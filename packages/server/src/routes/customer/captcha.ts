/** Captcha calls: GET /code (the login PNG), /scgl/captcha/code, verify and getCode (a code by mail or SMS). */
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { refuse, statusError } from '../../http/errors.js';
import { bodyOf } from '../../http/request.js';
import { tenantOf } from '../../http/auth.js';
import { clientAddress, throttle } from '../../http/throttle.js';
import { TEXT_MAX_LENGTH, isEmail, phoneProblem, type ServerMessageKey } from '@kontor/api/rules';
import { CODE_KEYS, isRandomStr, newCaptcha, requireCaptcha, sendCode } from './captcha-store.js';

const RANDOM_STR_REQUIRED = 'captcha.randomStr.required' satisfies ServerMessageKey;

const verifyBody = z.object({ randomStr: z.string().max(TEXT_MAX_LENGTH.code), code: z.string().max(TEXT_MAX_LENGTH.code) });
const getCodeBody = z.object({ email: z.string().max(TEXT_MAX_LENGTH.email).nullish(), mobile: z.string().max(TEXT_MAX_LENGTH.phone).nullish() });

/** As the framework's UI makes it: 4 random digits followed by Date.now(). */
const freshRandomStr = () => `${randomInt(1000, 10_000)}${Date.now()}`;

export const captchaRoutes = new Hono<AppEnv>()
  .get('/code', async (c) => {
    const randomStr = c.req.query('randomStr');
    if (!isRandomStr(randomStr)) throw refuse(RANDOM_STR_REQUIRED);
    const png = await newCaptcha(c.var.db, c.var.settings, randomStr);
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
  })
  /** The same captcha as JSON, for clients that show a data URL: `{ randomStr, image }`. */
  .get('/scgl/captcha/code', async (c) => {
    const asked = c.req.query('randomStr');
    const randomStr = isRandomStr(asked) ? asked : freshRandomStr();
    const png = await newCaptcha(c.var.db, c.var.settings, randomStr);
    return ok(c, { randomStr, image: `data:image/png;base64,${png.toString('base64')}` });
  })
  /** Checks a typed captcha without using it up (the login still needs it); 428 when wrong. */
  .post('/scgl/captcha/verify', async (c) => {
    const { randomStr, code } = await bodyOf(c, verifyBody);
    // Each address may check only a few guesses a minute (stored: shared by every instance).
    await throttle(c.var.db, `captcha-verify|${clientAddress(c)}`, c.var.settings.throttles.captchaVerify);
    await requireCaptcha(c.var.db, c.var.settings, randomStr, code, false);
    return ok(c, true);
  })
  /** Sends a login code to a mailbox or phone bound to an account: a random code, printed in the server log (no gateway). */
  .post('/scgl/captcha/getCode', async (c) => {
    const { email, mobile } = await bodyOf(c, getCodeBody);
    const tenant = tenantOf(c);
    if (email && !isEmail(email)) throw refuse(CODE_KEYS.mailboxFormat);
    if (!email && mobile && phoneProblem(mobile)) throw refuse(phoneProblem(mobile)!);
    // Per address, whatever the target: nobody sends codes to a list of phones (stored: shared by instances).
    if (email || mobile) await throttle(c.var.db, `code-send|${clientAddress(c)}`, c.var.settings.throttles.codeSend, CODE_KEYS.sendingFrequently);
    if (email) {
      const bound = await c.var.db.query(
        `SELECT 1 FROM app_user u LEFT JOIN member m ON m.user_id = u.id
          WHERE u.tenant_id = $1 AND (lower(u.email) = lower($2) OR lower(m.email) = lower($2))`,
        [tenant, email],
      );
      if (bound.length === 0) throw refuse(CODE_KEYS.mailboxNotBound);
      await sendCode(c.var.db, c.var.settings, `email:${email.toLowerCase()}`);
      return ok(c, true);
    }
    if (mobile) {
      const bound = await c.var.db.query('SELECT 1 FROM app_user WHERE tenant_id = $1 AND phone = $2', [tenant, mobile]);
      // Spec section 8's 417: no account is bound to this phone; sign in with the password, then bind it.
      if (bound.length === 0) throw statusError(417);
      await sendCode(c.var.db, c.var.settings, `mobile:${mobile}`);
      return ok(c, true);
    }
    throw refuse(CODE_KEYS.mailboxFormat);
  });
