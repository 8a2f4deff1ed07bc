/** Bearer-token guards: `requireUser` sets `c.var.user`; `requireRole` also checks a role code. */
import type { Context, MiddlewareHandler } from 'hono';
import type { ServerMessageKey } from '@kontor/api/rules';
import type { AppEnv } from '../env.js';
import { statusError } from './errors.js';
import { bearerToken, userOfAccessToken, type SessionUser } from './tokens.js';

/** A token past its lifetime: the client signs the user out and says why, in the user's language. */
const TOKEN_EXPIRED = 'auth.token.expired' satisfies ServerMessageKey;

export const ROLE_CUSTOMER = 'ROLE_CUSTOMER';
export const ROLE_ADMIN = 'ROLE_ADMIN';

/** The tenant a request names in its tenant header, else the default tenant. */
export function tenantOf(c: Context<AppEnv>): number | undefined {
  const header = c.req.header(c.var.settings.tenantHeader);
  if (header === undefined || header === '') return c.var.settings.defaultTenantId;
  return /^\d+$/.test(header) ? Number(header) : undefined;
}

export async function authenticate(c: Context<AppEnv>): Promise<SessionUser> {
  // Checked once per request: the cache, the public-surface filter and the route guard all ask.
  const known = c.get('user') as SessionUser | undefined;
  if (known) return known;
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) throw statusError(401);
  const user = await userOfAccessToken(c.var.db, token);
  if (user === 'expired') throw statusError(401, TOKEN_EXPIRED);
  if (!user) throw statusError(401);
  // A token works only for its own tenant; a request naming another tenant is refused.
  if (tenantOf(c) !== user.tenantId) throw statusError(401);
  c.set('user', user);
  return user;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', await authenticate(c));
  await next();
};

export const requireRole =
  (role: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = await authenticate(c);
    if (!user.roles.includes(role)) throw statusError(403);
    c.set('user', user);
    await next();
  };
