import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';

/**
 * A newcomer waits for the first start: fresh data directory created, migrated and seeded. The limit is
 * checked on the CPU time the start costs, which, unlike wall time, does not grow when other test files
 * share the machine's two cores; on an idle machine the two are about equal.
 */
const FIRST_START_LIMIT_MS = 10_000;

const dataDir = mkdtempSync(join(tmpdir(), 'kontor-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () =>
  startServer({
    ...readConfig({ KONTOR_DATA_DIR: dataDir }),
    port: 0,
    host: '127.0.0.1',
    logRequests: false,
  });

/** Stock is for signed-in callers only (issue 9), so the restarted server's own database is read. */
const stockOfFirstSku = async (server: RunningServer) =>
  (await server.db.query<{ stock_de: number }>('SELECT stock_de FROM sku WHERE id = 1'))[0]!.stock_de;

describe('the embedded database on disk', () => {
  it('starts fresh within the limit, and keeps what was written across a restart', async () => {
    const cpuBefore = process.cpuUsage();
    const first = await start();
    const cpu = process.cpuUsage(cpuBefore);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(FIRST_START_LIMIT_MS);
    await first.db.query('UPDATE sku SET stock_de = 4321 WHERE id = 1');
    const skus = await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sku');
    await first.close();

    const second = await start();
    try {
      expect(await stockOfFirstSku(second)).toBe(4321);
      expect(await second.db.query('SELECT count(*)::int AS n FROM sku')).toEqual(skus);
    } finally {
      await second.close();
    }
  });
});
