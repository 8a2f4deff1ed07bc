/** First starts unpack the build's migrated and seeded template instead of creating the database the slow way. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/db.js';
import { SERVER_ROOT } from '../../src/config.js';
import { readTemplate, TEMPLATE_FILE, templateVersion, templateVersionFile } from '../../src/db/template.js';

beforeAll(() => {
  // The test command builds first; a developer running this file alone gets the template made here.
  if (!readTemplate()) execFileSync(process.execPath, ['--conditions=kontor-source', '--import', 'tsx', 'src/db/make-template.ts'], { cwd: SERVER_ROOT, stdio: 'ignore' });
}, 120_000);

describe('first-start template', () => {
  it('is current: it names the migrations and seed it was made from', () => {
    expect(readFileSync(templateVersionFile(), 'utf8').trim()).toBe(templateVersion());
    expect(readTemplate()).toBeInstanceOf(Blob);
  });

  it('gives a new data directory the migrated, seeded shop without running a migration', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kontor-template-'));
    try {
      const db = await openDatabase({ dataDir: join(dir, 'db') });
      const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM category');
      const migrations = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      await db.close();
      expect(n).toBeGreaterThan(0);
      expect(migrations.length).toBeGreaterThan(0);
      expect(existsSync(join(dir, 'db', 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is ignored when the migrations or seed changed since it was made', () => {
    const version = readFileSync(templateVersionFile(), 'utf8');
    try {
      writeFileSync(templateVersionFile(), 'made-from-other-sources\n');
      expect(readTemplate()).toBeUndefined();
    } finally {
      writeFileSync(templateVersionFile(), version);
    }
    expect(existsSync(TEMPLATE_FILE)).toBe(true);
  });
});
