// The same migrations, seed and calls on a real PostgreSQL server (DATABASE_URL), data kept across a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKontorClient, createMemoryStorage } from '@kontor/api/client';
import { readConfig } from '../../src/config.js';
import { startServer } from '../../src/server.js';
import { startTestPostgres, type TestPostgres } from '../support/postgres.js';

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startTestPostgres();
}, 60_000);
afterAll(() => pg?.stop());

const start = () =>
  startServer({ ...readConfig({ DATABASE_URL: pg.url, KONTOR_CAPTCHA: 'off' }), port: 0, host: '127.0.0.1', logRequests: false });

describe('PostgreSQL instead of the embedded database', () => {
  it('migrates and seeds, serves the catalogue, and keeps a customer address across a restart', async () => {
    const first = await start();
    expect(first.db.kind).toBe('postgres');
    const [count] = await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sku');
    expect(count!.n).toBeGreaterThanOrEqual(300);

    const client = createKontorClient({ baseUrl: first.url, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
    const tree = await client.categories.tree(3);
    expect(tree.map((node) => node.label)).toContain('Gartenmöbel');
    const randomStr = client.auth.randomStr();
    await client.auth.loginByPassword({ username: 'ddp-buyer', password: 'kontor123', randomStr, code: 'abcd', languageId: 3 });
    const before = await client.addresses.mine();
    await first.close();

    const second = await start();
    const again = createKontorClient({ baseUrl: second.url, storage: { session: createMemoryStorage(), local: createMemoryStorage() } });
    await again.auth.loginByPassword({ username: 'ddp-buyer', password: 'kontor123', randomStr: again.auth.randomStr(), code: 'abcd', languageId: 3 });
    expect(await again.addresses.mine()).toEqual(before);
    await second.close();
  });
});
