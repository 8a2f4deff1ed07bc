/** The answer while the database is away: 503 with Retry-After and the envelope, whose message the shop translates. */
import type { Context } from 'hono';
import { SERVICE_UNAVAILABLE_KEY } from '@kontor/api/rules';
import { fail } from './envelope.js';

/** Seconds a client should wait before trying again: a database restart or failover takes a few. */
export const RETRY_AFTER_SECONDS = 2;

export function unavailable(c: Context) {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return fail(c, 503, SERVICE_UNAVAILABLE_KEY);
}
