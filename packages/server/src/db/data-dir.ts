/**
 * The embedded database's directory: one server at a time (PGlite itself would let a second process write the same
 * files), and a directory that cannot be opened ends the start with one line naming it and what to do.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './interface.js';

/** A start that cannot go on for a reason the operator fixes: main prints the message alone and exits 1. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** The lock a running server keeps in its data directory: its process id. */
export const LOCK_FILE = 'kontor-server.pid';

const elsewhere = 'or set KONTOR_DATA_DIR to another directory';

/** Opens the directory's database with `open`, holding the directory's lock until the database is closed. */
export async function openDataDir(dir: string, open: () => Promise<Db>): Promise<Db> {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new StartupError(`Kontor: cannot create the embedded database directory ${dir} (${reason(error)}); fix its path or permissions, ${elsewhere}.`);
  }
  const unlock = lock(dir);
  let db: Db;
  try {
    db = await open();
  } catch (error) {
    unlock();
    throw new StartupError(
      `Kontor: cannot open the embedded database in ${dir} (${reason(error)}). If it is damaged, move it aside or delete it ` +
        `(pnpm --filter @kontor/server reset) and start again for a fresh one, ${elsewhere}.`,
    );
  }
  return {
    ...db,
    close: async () => {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Takes the directory's lock, or refuses when a live process holds it; a lock left by a dead process is taken over. */
function lock(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new StartupError(`Kontor: cannot write to the embedded database directory ${dir} (${reason(error)}); fix its permissions, ${elsewhere}.`);
      }
    }
    const holder = Number(readFileSync(path, 'utf8').trim());
    // Our own id in the file is a lock left by an earlier run that had the same id (a container's first process).
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new StartupError(`Kontor: the embedded database in ${dir} is in use by another Kontor server (process ${holder}); stop that server first, ${elsewhere}.`);
    }
    rmSync(path, { force: true });
  }
  throw new StartupError(`Kontor: another Kontor server is starting on the embedded database in ${dir}; start one server per directory, ${elsewhere}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The first line of an error's message, short; PGlite's own errors carry no more than that. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code || error.name : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 160) || 'unknown error';
}
