// Issue 33, item 5: an embedded database directory that cannot be opened ends the start with one line naming the
// directory and what to do (main prints a StartupError's message alone), not a stack trace.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, StartupError } from '../../src/db/data-dir.js';
import { openDatabase } from '../../src/db/db.js';

const root = mkdtempSync(join(tmpdir(), 'kontor-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function startError(dataDir: string): Promise<StartupError> {
  const error: unknown = await openDatabase({ dataDir }).then(
    (db) => db.close().then(() => new Error('opened')),
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(StartupError);
  const message = (error as StartupError).message;
  expect(message).not.toContain('\n');
  expect(message).toContain(dataDir);
  return error as StartupError;
}

describe('an embedded database directory that cannot be opened', () => {
  it('in use by another running server: names the process and says to stop it or use another directory', async () => {
    const dataDir = join(root, 'in-use');
    mkdirSync(dataDir);
    // The parent of this test process stands in for the other server: it runs, and it is not us.
    writeFileSync(join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    const { message } = await startError(dataDir);
    expect(message).toMatch(new RegExp(`in use by another Kontor server \\(process ${process.ppid}\\); stop that server first, or set KONTOR_DATA_DIR`));
  });

  it('damaged: says to move it aside or reset it, and leaves no lock behind', async () => {
    const dataDir = join(root, 'damaged');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), 'not a version\n');
    const { message } = await startError(dataDir);
    expect(message).toMatch(/^Kontor: cannot open the embedded database in .* If it is damaged, move it aside or delete it \(pnpm --filter @kontor\/server reset\)/);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});
