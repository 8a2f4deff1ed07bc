/** Applies the numbered SQL migrations in ./migrations once each, for PGlite and PostgreSQL alike. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../config.js';
import type { Db } from './db.js';

// From the package root, so the bundled start (dist/main.js) reads the same files as the sources do.
const dir = join(SERVER_ROOT, 'src/db/migrations/');

/** The migrations this build knows, in the order they apply. */
export const migrationNames = (): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/** The known migrations the database has not applied yet (an instance started on an older one). */
export async function pendingMigrations(db: Db, names: readonly string[] = migrationNames()): Promise<string[]> {
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  return names.filter((name) => !done.has(name));
}

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const name of await pendingMigrations(db)) {
    await db.transaction(async (tx) => {
      await tx.exec(readFileSync(dir + name, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}
