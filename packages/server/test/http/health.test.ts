// Issue 33, item 4: the health endpoints a load balancer probes, public and without data, served before the
// storefront's history fallback; ready only while the migrations are current and no shutdown has begun.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { openDatabase, type Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';

let db: Db;
let draining = false;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openDatabase({ fromTemplate: true });
  // Nothing to do when the build's template is current; a fresh clone without one migrates here.
  await migrate(db);
  // A built storefront beside: /health/* must not fall back to its page.
  const staticDir = mkdtempSync(join(tmpdir(), 'kontor-health-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Kontor</title>');
  app = createApp({ db, staticDir, draining: () => draining });
});
afterAll(() => db?.close());

const get = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: (await response.json()) as unknown };
};

describe('health', () => {
  it('live and ready answer 200 without a session and without data', async () => {
    expect(await get('/health/live')).toMatchObject({ status: 200, body: { code: 0, msg: null, data: { status: 'live' } } });
    expect(await get('/health/ready')).toMatchObject({ status: 200, body: { code: 0, msg: null, data: { status: 'ready' } } });
    expect((await get('/health/other')).status).toBe(404);
  });

  it('ready answers 503 with Retry-After while a migration is missing, and once a shutdown has begun', async () => {
    const [last] = await db.query<{ name: string }>('DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name');
    expect(await get('/health/ready')).toMatchObject({ status: 503, retryAfter: '2', body: { code: 1, msg: 'server.unavailable' } });
    await db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name]);
    expect((await get('/health/ready')).status).toBe(200);
    draining = true;
    expect((await get('/health/ready')).status).toBe(503);
    expect((await get('/health/live')).status).toBe(200);
  });
});
