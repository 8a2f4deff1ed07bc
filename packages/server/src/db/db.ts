/** One small query interface over the embedded PGlite and a real PostgreSQL server. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDataDir } from './data-dir.js';
import type { Db } from './interface.js';
import { openPostgres } from './postgres.js';
import { readTemplate } from './template.js';

export type { Db } from './interface.js';

export async function openDatabase(options: {
  dataDir?: string;
  databaseUrl?: string | undefined;
  /**
   * In memory: start from the build's template (migrated and seeded) when there is a current one, as a new data
   * directory does. A server's in-memory database (each server test file has one) then opens in ~1.5 s instead of
   * ~4 s of initdb, migrations and seed; without it an in-memory database is empty (the migration and seed tests).
   */
  fromTemplate?: boolean;
}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.fromTemplate ?? false);
}

/**
 * `dataDir` undefined gives an in-memory database (tests). A new data directory starts from the build's template
 * (already migrated and seeded) when there is a current one: see template.ts.
 */
async function openPglite(dataDir: string | undefined, fromTemplate: boolean): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // The shop's data is a few MB: 16 MB of shared buffers hold it, and each start clears 112 MB less memory than
  // PostgreSQL's default 128 MB (60-80 ms of a warm start here).
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  if (!dataDir) {
    const template = fromTemplate ? readTemplate() : undefined;
    return wrapPglite(await PGlite.create({ startParams, ...(template ? { loadDataDir: template } : {}) }));
  }
  // One server per directory, and a directory that cannot be opened ends the start with one line that says why.
  return openDataDir(dataDir, async () => {
    const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
    const template = fresh ? readTemplate() : undefined;
    return wrapPglite(await PGlite.create(dataDir, { startParams, ...(template ? { loadDataDir: template } : {}) }));
  });
}

/** Our query interface over an open PGlite. */
export function wrapPglite(pg: PGlite): Db {
  type Tx = { query: typeof pg.query; exec: typeof pg.exec };
  const wrap = (target: Tx): Omit<Db, 'transaction' | 'close'> => ({
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await target.query<T>(sql, params)).rows,
    exec: async (sql: string) => void (await target.exec(sql)),
  });
  return {
    ...wrap(pg),
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({ ...wrap(tx), transaction: (inner) => inner(self(tx)), close: async () => {} }),
      ),
    close: () => pg.close(),
  };
  function self(tx: Tx): Db {
    return { ...wrap(tx), transaction: (inner) => inner(self(tx)), close: async () => {} };
  }
}

/**
 * Inserts many rows with multi-row INSERTs, in chunks that stay under PostgreSQL's 65535 parameters;
 * seeding row by row would make a first start take far longer than the 10 s a newcomer waits.
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(60_000 / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const values = chunk.map(
      (_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    );
    await db.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
      chunk.flat(),
    );
  }
}
