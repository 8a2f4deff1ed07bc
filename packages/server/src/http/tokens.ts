/** Opaque OAuth tokens: random UUIDs handed out once, stored only as SHA-256 hashes with their expiry. */
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import type { AuthSettings } from './settings.js';

/** Who a valid access token belongs to (`c.var.user`). */
export interface SessionUser {
  id: number;
  username: string;
  tenantId: number;
  /** 1 DDP, 2 FOB (TRADE_MODES); staff without a member account count as DDP. */
  modeOfTrade: number;
  /** Role codes such as ROLE_CUSTOMER and ROLE_ADMIN. */
  roles: string[];
}

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueTokens(db: Db, userId: number, settings: AuthSettings): Promise<IssuedTokens> {
  const access = randomUUID();
  const refresh = randomUUID();
  await db.query(
    `INSERT INTO auth_token (access_hash, refresh_hash, user_id, access_expires_at, refresh_expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), now() + make_interval(secs => $5))`,
    [tokenHash(access), tokenHash(refresh), userId, settings.tokenTtlSeconds, settings.refreshTtlSeconds],
  );
  return { access_token: access, refresh_token: refresh, expires_in: settings.tokenTtlSeconds };
}

interface SessionRow {
  id: number;
  username: string;
  tenant_id: number;
  mode_of_trade: number;
  roles: string[];
  expired: boolean;
}

/** The user of an access token; 'expired' when it was valid once, undefined when unknown or revoked. */
export async function userOfAccessToken(db: Db, token: string): Promise<SessionUser | 'expired' | undefined> {
  const [row] = await db.query<SessionRow>(
    `SELECT u.id, u.username, u.tenant_id, coalesce(m.mode_of_trade, 1)::int AS mode_of_trade, u.roles,
            t.access_expires_at <= now() AS expired
       FROM auth_token t JOIN app_user u ON u.id = t.user_id LEFT JOIN member m ON m.user_id = u.id
      WHERE t.access_hash = $1 AND NOT t.revoked AND u.lock_flag = '0'`,
    [tokenHash(token)],
  );
  if (!row) return undefined;
  if (row.expired) return 'expired';
  return { id: row.id, username: row.username, tenantId: row.tenant_id, modeOfTrade: row.mode_of_trade, roles: row.roles };
}

/** Swaps a live refresh token for a new token pair; the old pair stops working. */
export async function refreshTokens(db: Db, refreshToken: string, settings: AuthSettings): Promise<IssuedTokens | undefined> {
  return db.transaction(async (tx) => {
    // A locked account's sessions end with the lock: its refresh tokens mint nothing.
    const [row] = await tx.query<{ user_id: number }>(
      `UPDATE auth_token t SET revoked = true FROM app_user u
        WHERE t.refresh_hash = $1 AND NOT t.revoked AND t.refresh_expires_at > now() AND u.id = t.user_id AND u.lock_flag = '0'
        RETURNING t.user_id`,
      [tokenHash(refreshToken)],
    );
    return row ? issueTokens(tx, row.user_id, settings) : undefined;
  });
}

/** Revokes the pair an access token belongs to; false when it was not live. */
export async function revokeAccessToken(db: Db, accessToken: string): Promise<boolean> {
  const rows = await db.query('UPDATE auth_token SET revoked = true WHERE access_hash = $1 AND NOT revoked RETURNING 1', [
    tokenHash(accessToken),
  ]);
  return rows.length > 0;
}

/**
 * Ends every other session of a user (a new password): their access and refresh tokens stop working. Answers the
 * ended access tokens' hashes, whose live connections (STOMP) the caller closes.
 */
export async function revokeOtherSessions(db: Db, userId: number, keptAccessToken: string | undefined): Promise<string[]> {
  const rows = await db.query<{ access_hash: string }>(
    'UPDATE auth_token SET revoked = true WHERE user_id = $1 AND NOT revoked AND access_hash IS DISTINCT FROM $2 RETURNING access_hash',
    [userId, keptAccessToken ? tokenHash(keptAccessToken) : null],
  );
  return rows.map((row) => row.access_hash);
}

/** The token of an `Authorization: Bearer ...` header value, if it is one. */
export function bearerToken(header: string | undefined | null): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
