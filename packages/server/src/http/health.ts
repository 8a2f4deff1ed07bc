/**
 * Health for load balancers and orchestrators, public and without data: `/health/live` answers while the process
 * serves; `/health/ready` while it can take requests (the database answers, its migrations are current, and on
 * PostgreSQL the reminder channel listens), else 503, as it does once a shutdown has begun.
 */
import { Hono } from 'hono';
import type { Db } from '../db/db.js';
import { migrationNames, pendingMigrations } from '../db/migrate.js';
import { fail, ok } from './envelope.js';
import { unavailable } from './unavailable.js';

export const HEALTH_PREFIX = '/health/';

export function healthRoutes(db: Db, draining: () => boolean) {
  const names = migrationNames();
  // Probes arriving together share one query.
  let probe: Promise<boolean> | undefined;
  const ready = () =>
    (probe ??= pendingMigrations(db, names)
      .then((pending) => pending.length === 0 && (db.listening?.() ?? true), () => false)
      .finally(() => (probe = undefined)));

  return new Hono()
    .get('/health/live', (c) => ok(c, { status: 'live' }))
    .get('/health/ready', async (c) => {
      if (!draining() && (await ready())) return ok(c, { status: 'ready' });
      return unavailable(c);
    })
    .all('/health/*', (c) => fail(c, 404, 'Resource does not exist'));
}
