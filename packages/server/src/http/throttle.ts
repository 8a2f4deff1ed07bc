/**
 * One throttle mechanism for every guarded call (login, captcha check, SMS and mail codes, old-password
 * checks): a fixed window per key, counted in the database so several server instances share it.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Db } from '../db/db.js';
import { statusError } from './errors.js';

export interface ThrottleRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Counts one attempt under the key; true while the key is within its limit for the current window. */
export async function throttleHit(db: Db, key: string, rule: ThrottleRule): Promise<boolean> {
  // One statement, so two instances counting at once both see each other's hit.
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO throttle (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN throttle.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE throttle.hits + 1 END,
       window_start = CASE WHEN throttle.window_start <= now() - make_interval(secs => $2) THEN now() ELSE throttle.window_start END
     RETURNING hits`,
    [key.slice(0, 300), rule.windowSeconds],
  );
  // Old windows are dropped now and then, not on every hit.
  if (Math.random() < 0.01) await db.query("DELETE FROM throttle WHERE window_start < now() - interval '1 day'");
  return (row?.hits ?? 0) <= rule.limit;
}

/** Counts one attempt; over the limit answers 429 with the spec's text ('Requests too frequent'). */
export async function throttle(db: Db, key: string, rule: ThrottleRule, msg?: string): Promise<void> {
  if (!(await throttleHit(db, key, rule))) throw statusError(429, msg);
}

/** The client's address as the socket shows it (never a forwarding header a client could invent). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
