/**
 * A ready database for first starts: initdb, migrations and seed take seconds in embedded PostgreSQL, so the
 * build (`pnpm --filter @kontor/server build`) runs them once and keeps the data directory as a tarball, and a
 * first start on an empty directory unpacks it instead. The tarball names the migrations and seed it was made
 * from (a hash of their files); a start whose sources differ ignores it and creates the database the slow way.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../config.js';

const serverRoot = SERVER_ROOT;
/** Where the build writes the template; beside the built code, never committed. */
export const TEMPLATE_FILE = join(serverRoot, 'dist/pgdata-template.tar.gz');
const SOURCES = ['src/db/migrations', 'src/db/seed-data', 'src/db/seed.ts'].map((path) => join(serverRoot, path));

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** The hash of everything that decides the database's content. */
export function templateVersion(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(files)) hash.update(file.slice(serverRoot.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const versionFile = () => `${TEMPLATE_FILE}.version`;

/** The template when one was built from today's migrations and seed, else undefined. */
export function readTemplate(): Blob | undefined {
  if (!existsSync(TEMPLATE_FILE) || !existsSync(versionFile())) return undefined;
  if (readFileSync(versionFile(), 'utf8').trim() !== templateVersion()) return undefined;
  return new Blob([readFileSync(TEMPLATE_FILE)]);
}

export const templateVersionFile = versionFile;
