/** Mail codes and the password change (/scgl/email); codes go only to the member's own mailbox. */
import { Hono, type Context } from 'hono';
import { editPasswordBody, emailCodeQuery, emailValidQuery, mailPasswordForm } from '@kontor/api/contract';
import { isEmail, type ServerMessageKey } from '@kontor/api/rules';
import * as z from 'zod';
import type { AppEnv } from '../../env.js';
import { requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { refuse } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../http/passwords.js';
import { bearerToken, revokeOtherSessions } from '../../http/tokens.js';
import { throttle } from '../../http/throttle.js';
import { checked, queryOf, readJson } from '../../http/request.js';
import { CODE_KEYS, codeMatches, sendCode } from './captcha-store.js';

export const OLD_PASSWORD_WRONG_KEY = 'validation.oldPassword.wrong' satisfies ServerMessageKey;

const mailConfirmation = z.looseObject({ email: z.string().nullish(), code: z.string().nullish() });

const target = (email: string) => `email:${email.toLowerCase()}`;

/** The mailbox must be the member's own (account or member mail). */
async function requireOwnMailbox(c: Context<AppEnv>, email: string) {
  const [row] = await c.var.db.query(
    `SELECT 1 FROM app_user u LEFT JOIN member m ON m.user_id = u.id
      WHERE u.id = $1 AND (lower(u.email) = lower($2) OR lower(m.email) = lower($2))`,
    [c.var.user.id, email],
  );
  if (!row) throw refuse(CODE_KEYS.mailboxNotBound);
}

/** The spec's 'incorrect mailbox format' when the query's mailbox is not an address (before the schema's check). */
function requireMailboxFormat(c: Context<AppEnv>) {
  const email = c.req.query('email');
  if (typeof email !== 'string' || !isEmail(email.trim())) throw refuse(CODE_KEYS.mailboxFormat);
}

export const emailRoutes = new Hono<AppEnv>()
  .use('/scgl/email/*', requireUser)
  .get('/scgl/email/send/code', async (c) => {
    requireMailboxFormat(c);
    const { email } = queryOf(c, emailCodeQuery);
    await requireOwnMailbox(c, email);
    await throttle(c.var.db, `mail|${c.var.user.id}`, c.var.settings.throttles.mail, CODE_KEYS.sendingFrequently);
    await sendCode(c.var.db, c.var.settings, target(email));
    return ok(c, true);
  })
  .get('/scgl/email/send/valid', async (c) => {
    requireMailboxFormat(c);
    const { email, code } = queryOf(c, emailValidQuery);
    await requireOwnMailbox(c, email);
    if (!(await codeMatches(c.var.db, target(email), code, false))) throw refuse(CODE_KEYS.verificationFailed);
    return ok(c, true);
  })
  /**
   * The password form (old password, the new one twice). When the body also names a mailbox and a code
   * (a deployment confirming by mail), the code must have been mailed to the member's own mailbox.
   */
  .on('POST', ['/scgl/email/edit/password/', '/scgl/email/edit/password'], async (c) => {
    const input: unknown = await readJson(c);
    const { email, code } = checked(mailConfirmation, input);
    // Confirmed by mail: the same schema as the personal centre's form (mailbox format, a 4-character code).
    const body = email || code ? checked(mailPasswordForm, input) : checked(editPasswordBody, input);
    const { db, user } = c.var;
    // A stolen session cannot try passwords: a few checks per member per window (stored: shared by instances).
    await throttle(db, `old-password|${user.id}`, c.var.settings.throttles.oldPassword);
    const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM app_user WHERE id = $1', [user.id]);
    if (!row || !(await verifyPassword(body.password, row.password_hash))) throw refuse(OLD_PASSWORD_WRONG_KEY);
    if (email || code) {
      await requireOwnMailbox(c, email ?? '');
      if (!(await codeMatches(db, target(email ?? ''), code, true))) throw refuse(CODE_KEYS.verificationFailed);
    }
    await db.query('UPDATE app_user SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword(body.newpassword1)]);
    // Whoever held the old password holds no session any more, nor a live reminder channel; this one stays.
    for (const ended of await revokeOtherSessions(db, user.id, bearerToken(c.req.header('Authorization')))) c.var.reminders.dropToken(ended);
    return ok(c, true);
  });
