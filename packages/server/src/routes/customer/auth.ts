/**
 * Login as the shop's backend does it (wire-compat): the OAuth password and refresh grants, SMS and
 * social logins, the pre-check, logout. Success answers the bare OAuth token; failures the envelope.
 */
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../../app.js';
import { ok } from '../../http/envelope.js';
import { refuse, statusError } from '../../http/errors.js';
import { authenticate, tenantOf } from '../../http/auth.js';
import { decryptLoginPassword, verifyPassword } from '../../http/passwords.js';
import { bearerToken, issueTokens, refreshTokens, revokeAccessToken, tokenHash, type IssuedTokens } from '../../http/tokens.js';
import { requireCaptcha } from './captcha-store.js';

interface LoginUser {
  id: number;
  username: string;
  tenant_id: number;
  password_hash: string;
  lock_flag: string;
}

const USER_COLUMNS = 'id, username, tenant_id, password_hash, lock_flag';
const UNSUPPORTED_GRANT = 'auth.grantType.unsupported';

/** Token-call parameters: the query (the framework's default) or an x-www-form-urlencoded body. */
async function paramsOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  const params: Record<string, string> = { ...c.req.query() };
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    for (const [key, value] of Object.entries(await c.req.parseBody())) if (typeof value === 'string') params[key] = value;
  }
  return params;
}

/** The login calls carry the OAuth client's Basic credential (pig:pig by default). */
function requireClient(c: Context<AppEnv>) {
  const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  const client = basic ? Buffer.from(basic, 'base64').toString('utf8') : '';
  if (client !== c.var.settings.oauthClient) throw statusError(401, 'Bad client credentials');
}

function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** At most KONTOR_LOGIN_LIMIT attempts per username and address per minute, right or wrong. */
function countAttempt(c: Context<AppEnv>, username: string) {
  if (!c.var.loginLimiter.hit(`${tenantOf(c)}|${username}|${clientAddress(c)}`)) throw statusError(429);
}

async function findUser(c: Context<AppEnv>, column: 'username' | 'phone' | 'social_type', value: string) {
  const tenant = tenantOf(c);
  if (tenant === undefined || !value) return undefined;
  const [user] = await c.var.db.query<LoginUser>(`SELECT ${USER_COLUMNS} FROM app_user WHERE tenant_id = $1 AND ${column} = $2`, [tenant, value]);
  return user;
}

/** The user whose password this is, else 426; `allowPlain` also takes an unencrypted password. */
async function checkPassword(c: Context<AppEnv>, username: string, password: string, allowPlain: boolean) {
  const user = await findUser(c, 'username', username);
  const plain = decryptLoginPassword(password, c.var.settings.aesKey);
  const candidates = [plain, allowPlain ? password : undefined].filter((p): p is string => !!p);
  for (const candidate of candidates) {
    if (user && user.lock_flag === '0' && (await verifyPassword(candidate, user.password_hash))) return user;
  }
  throw statusError(426);
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
      if (!tokens) throw statusError(401, 'Invalid refresh token');
      const [user] = await db.query<Pick<LoginUser, 'id' | 'username' | 'tenant_id'>>(
        'SELECT u.id, u.username, u.tenant_id FROM auth_token t JOIN app_user u ON u.id = t.user_id WHERE t.access_hash = $1',
        [tokenHash(tokens.access_token)],
      );
      return tokenAnswer(c, user!, tokens);
    }
    if (params.grant_type !== 'password') throw refuse(UNSUPPORTED_GRANT);
    const username = params.username ?? '';
    countAttempt(c, username);
    await requireCaptcha(db, settings, params.randomStr, params.code, true);
    const user = await checkPassword(c, username, params.password ?? '', false);
    return tokenAnswer(c, user, await issueTokens(db, user.id, settings));
  })
  /** SMS login: `mobile=SMS@{phone}` and the code sent to it (demo: KONTOR_DEMO_CODE). */
  .post('/auth/mobile/token/sms', async (c) => {
    requireClient(c);
    const params = await paramsOf(c);
    const phone = /^SMS@(.+)$/.exec(params.mobile ?? '')?.[1] ?? '';
    countAttempt(c, `SMS@${phone}`);
    if (params.code !== c.var.settings.demoCode) throw statusError(428);
    const user = await findUser(c, 'phone', phone);
    if (!user) throw statusError(417);
    return tokenAnswer(c, user, await issueTokens(c.var.db, user.id, c.var.settings));
  })
  /** Social login: `mobile={state}@{code}`; state names the social type bound to an account (demo: WX). */
  .post('/auth/mobile/token/social', async (c) => {
    requireClient(c);
    const params = await paramsOf(c);
    const [, state = '', code = ''] = /^([^@]*)@(.*)$/.exec(params.mobile ?? '') ?? [];
    countAttempt(c, `SOCIAL@${state}`);
    if (code !== c.var.settings.demoCode) throw statusError(428);
    const user = await findUser(c, 'social_type', state);
    if (!user) throw statusError(417);
    return tokenAnswer(c, user, await issueTokens(c.var.db, user.id, c.var.settings));
  })
  /**
   * The pre-check before the token call: same captcha (left for the token call) and password checks,
   * answering code 0 only when the login would succeed. The password may come encrypted or plain.
   */
  .get('/admin/user/check/pwd', async (c) => {
    const { username = '', password = '', randomStr, code } = c.req.query();
    countAttempt(c, username);
    await requireCaptcha(c.var.db, c.var.settings, randomStr, code, false);
    await checkPassword(c, username, password, true);
    return ok(c, true);
  })
  .delete('/auth/token/logout', async (c) => {
    await authenticate(c);
    const token = bearerToken(c.req.header('Authorization'))!;
    await revokeAccessToken(c.var.db, token);
    c.var.reminders.dropToken(tokenHash(token));
    return ok(c, true);
  });
