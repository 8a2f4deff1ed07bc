// A throwaway PostgreSQL cluster from Debian's `postgresql` package (installed by the test
// bootstrap), on a free loopback port in a temporary directory; stopped and removed after use.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestPostgres {
  url: string;
  stop(): void;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(root, version, 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts a cluster; PostgreSQL refuses to run as root, so root runs it as the `postgres` user. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql (the test bootstrap does)');
  const dir = mkdtempSync(join(tmpdir(), 'kontor-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  const asOwner = (cmd: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  asOwner(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'kontor']);
  asOwner(join(bin, 'pg_ctl'), ['-D', data, '-o', `-p ${port} -k ${dir} -h 127.0.0.1`, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://kontor@127.0.0.1:${port}/postgres`,
    stop() {
      asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
