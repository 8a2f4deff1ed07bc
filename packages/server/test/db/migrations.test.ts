import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { seed } from '../../src/db/seed.js';

const migrationFiles = readdirSync(
  fileURLToPath(new URL('../../src/db/migrations/', import.meta.url)),
).filter((f) => f.endsWith('.sql'));

let db: Db;
beforeAll(async () => {
  db = await openDatabase({});
});
afterAll(() => db.close());

describe('migrations', () => {
  it('apply every file once, in order, and nothing the second time', async () => {
    expect(await migrate(db)).toEqual([...migrationFiles].sort());
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0]?.n).toBe(migrationFiles.length);
  });

  it('are numbered uniquely', () => {
    const numbers = migrationFiles.map((f) => f.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('seed once: a second seed leaves the data alone', async () => {
    expect(await seed(db)).toBe(true);
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sku');
    expect(await seed(db)).toBe(false);
    expect(await db.query('SELECT count(*)::int AS n FROM sku')).toEqual(before);
  });
});
