/**
 * Login as the shop's backend does it (wire-compat): the OAuth password and refresh grants, SMS and
 * social logins, the pre-check, logout. Success answers the bare OAuth token; failures the envelope.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { VALIDATION_KEYS, type ServerMessageKey } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { refuse, statusError } from '../../http/errors.js';
import { ROLE_ADMIN, authenticate, tenantOf } from '../../http/auth.js';
import { decryptLoginPassword, hashPassword, verifyPassword } from '../../http/passwords.js';
import { clientAddress, throttle } from '../../http/throttle.js';
import { bearerToken, issueTokens, refreshTokens, revokeAccessToken, tokenHash, type IssuedTokens } from '../../http/tokens.js';
import { codeMatches, issueSocialState, requireCaptcha } from './captcha-store.js';

interface LoginUser {
  id: number;
  username: string;
  tenant_id: number;
  password_hash: string;
  lock_flag: string;
}

const USER_COLUMNS = 'id, username, tenant_id, password_hash, lock_flag';
const UNSUPPORTED_GRANT = 'auth.grantType.unsupported';
const REFRESH_TOKEN_INVALID = 'auth.refreshToken.invalid' satisfies ServerMessageKey;

/** Token-call parameters: the query (the framework's default) or an x-www-form-urlencoded body. */
async function paramsOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    // A body that is no form reads as none, as a broken JSON body does: the missing fields are refused, never a 500.
    const form = await c.req.parseBody().catch(() => ({}));
    for (const [key, value] of Object.entries(form)) if (typeof value === 'string') params[key] = value;
  }
  return params;
}

/** The login calls carry the OAuth client's Basic credential (pig:pig by default). */
function requireClient(c: Context<AppEnv>) {
  const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  const client = basic ? Buffer.from(basic, 'base64').toString('utf8') : '';
  if (client !== c.var.settings.oauthClient) throw statusError(401, 'Bad client credentials');
}

/** At most KONTOR_LOGIN_LIMIT attempts per username and address per minute, right or wrong (stored: shared by instances). */
async function countAttempt(c: Context<AppEnv>, username: string) {
  const rule = { limit: c.var.settings.loginAttemptsPerMinute, windowSeconds: 60 };
  await throttle(c.var.db, `login|${tenantOf(c)}|${username.slice(0, 100)}|${clientAddress(c)}`, rule);
}

async function findUser(c: Context<AppEnv>, column: 'username' | 'phone' | 'social_type', value: string) {
  const tenant = tenantOf(c);
  if (tenant === undefined || !value) return undefined;
  const [user] = await c.var.db.query<LoginUser>(`SELECT ${USER_COLUMNS} FROM app_user WHERE tenant_id = $1 AND ${column} = $2`, [tenant, value]);
  return user;
}

/** A hash no password matches, checked for unknown or locked users so that they cost the same work. */
let decoyHash: Promise<string> | undefined;

/**
 * The user whose password this is, else 426; `allowPlain` also takes an unencrypted password. An unknown
 * or locked user is checked against a decoy hash, so the answer takes as long as for a real user and
 * user names cannot be told apart by timing.
 */
async function checkPassword(c: Context<AppEnv>, username: string, password: string, allowPlain: boolean) {
  const user = await findUser(c, 'username', username.slice(0, 100));
  const plain = decryptLoginPassword(password.slice(0, 512), c.var.settings.aesKey);
  const candidates = [plain, allowPlain ? password.slice(0, 512) : undefined].filter((p): p is string => !!p);
  const usable = user && user.lock_flag === '0' ? user : undefined;
  const hash = usable?.password_hash ?? (await (decoyHash ??= hashPassword(randomUUID())));
  // Always two checks: as many as the most a real user costs.
  let matched = false;
  for (const candidate of [candidates[0] ?? '', candidates[1] ?? candidates[0] ?? '']) {
    if ((await verifyPassword(candidate, hash)) && usable) matched = true;
  }
  if (matched && usable) return usable;
  throw statusError(426);
}

/** Administrators never sign in with the demo code. */
const isAdmin = async (c: Context<AppEnv>, userId: number) =>
  (await c.var.db.query('SELECT 1 FROM app_user WHERE id = $1 AND $2 = ANY(roles)', [userId, ROLE_ADMIN])).length > 0;

/** The demo code (KONTOR_DEMO_CODE, unset by default) for a user who is not an administrator. */
async function isDemoCode(c: Context<AppEnv>, code: string, userId: number | undefined) {
  const demo = c.var.settings.demoCode;
  return !!demo && code === demo && (userId === undefined || !(await isAdmin(c, userId)));
}

/** The OAuth answer: the token pair plus the user fields the framework adds. */
function tokenAnswer(c: Context<AppEnv>, user: Pick<LoginUser, 'id' | 'username' | 'tenant_id'>, tokens: IssuedTokens) {
  return c.json({
    ...tokens,
    token_type: 'bearer',
    scope: 'server',
    user_id: user.id,
    username: user.username,
    tenant_id: user.tenant_id,
    active: true,
    license: 'made by kontor',
  });
}

export const authRoutes = new Hono<AppEnv>()
  .post('/auth/oauth/token', async (c) => {
    requireClient(c);
    const params = await paramsOf(c);
    const { db, settings } = c.var;
    if (params.grant_type === 'refresh_token') {
      const tokens = params.refresh_token ? await refreshTokens(db, params.refresh_token, settings) : undefined;
      if (!tokens) throw statusError(401, REFRESH_TOKEN_INVALID);
      const [user] = await db.query<Pick<LoginUser, 'id' | 'username' | 'tenant_id'>>(
        'SELECT u.id, u.username, u.tenant_id FROM auth_token t JOIN app_user u ON u.id = t.user_id WHERE t.access_hash = $1',
        [tokenHash(tokens.access_token)],
      );
      return tokenAnswer(c, user!, tokens);
    }
    if (params.grant_type !== 'password') throw refuse(UNSUPPORTED_GRANT);
    const username = params.username ?? '';
    await countAttempt(c, username);
    await requireCaptcha(db, settings, params.randomStr, params.code, true);
    const user = await checkPassword(c, username, params.password ?? '', false);
    return tokenAnswer(c, user, await issueTokens(db, user.id, settings));
  })
  /**
   * SMS login: `mobile=SMS@{phone}` and the code /scgl/captcha/getCode sent to that phone (single use, with
   * an expiry, void after 5 wrong guesses). The demo code works only when KONTOR_DEMO_CODE is set, never for admins.
   */
  .post('/auth/mobile/token/sms', async (c) => {
    requireClient(c);
    const params = await paramsOf(c);
    const phone = (/^SMS@(.+)$/.exec(params.mobile ?? '')?.[1] ?? '').slice(0, 32);
    const code = (params.code ?? '').slice(0, 64);
    await countAttempt(c, `SMS@${phone}`);
    const user = await findUser(c, 'phone', phone);
    const issued = await codeMatches(c.var.db, `mobile:${phone}`, code, true, c.var.settings.throttles.codeAttempts);
    if (!issued && !(await isDemoCode(c, code, user?.id))) throw statusError(428);
    if (!user) throw statusError(417);
    return tokenAnswer(c, user, await issueTokens(c.var.db, user.id, c.var.settings));
  })
  /** Starts a social login: the state the provider hands back with its code (`GET /auth/social/state?type=WX`). */
  .get('/auth/social/state', async (c) => {
    const type = c.req.query('type') ?? '';
    if (!/^[A-Z]{2,16}$/.test(type)) throw refuse(VALIDATION_KEYS.fieldUnknown);
    await throttle(c.var.db, `social-state|${clientAddress(c)}`, c.var.settings.throttles.codeSend);
    return ok(c, { state: await issueSocialState(c.var.db, c.var.settings, type) });
  })
  /**
   * Social login: `mobile={state}@{code}`; the state must be one this server issued (GET /auth/social/state),
   * unused and unexpired, and the code the provider's (printed in the log by this backend's stand-in).
   * The account is the one bound to the state's social type (demo: ddp-buyer has WX bound).
   */
  .post('/auth/mobile/token/social', async (c) => {
    requireClient(c);
    const params = await paramsOf(c);
    const [, state = '', code = ''] = /^([^@]{1,64})@(.{1,64})$/.exec(params.mobile ?? '') ?? [];
    await countAttempt(c, `SOCIAL@${state}`);
    const type = /^([A-Z]{2,16})-[0-9a-f]{24}$/.exec(state)?.[1];
    const user = type ? await findUser(c, 'social_type', type) : undefined;
    const issued = type ? await codeMatches(c.var.db, `social:${state}`, code, true, c.var.settings.throttles.codeAttempts) : false;
    if (!issued && !(type && (await isDemoCode(c, code, user?.id)))) throw statusError(428);
    if (!user) throw statusError(417);
    return tokenAnswer(c, user, await issueTokens(c.var.db, user.id, c.var.settings));
  })
  /**
   * The pre-check before the token call: same captcha (left for the token call) and password checks,
   * answering code 0 only when the login would succeed. The password may come encrypted or plain.
   */
  .get('/admin/user/check/pwd', async (c) => {
    const { username = '', password = '', randomStr, code } = c.req.query();
    await countAttempt(c, username);
    await requireCaptcha(c.var.db, c.var.settings, randomStr, code, false);
    await checkPassword(c, username, password, true).catch(async (error: unknown) => {
      // A wrong guess uses the captcha up: one solved picture allows one guess, not a guess per request for minutes.
      await requireCaptcha(c.var.db, c.var.settings, randomStr, code, true);
      throw error;
    });
    return ok(c, true);
  })
  .delete('/auth/token/logout', async (c) => {
    await authenticate(c);
    const token = bearerToken(c.req.header('Authorization'))!;
    await revokeAccessToken(c.var.db, token);
    c.var.reminders.dropToken(tokenHash(token));
    return ok(c, true);
  });
