// A throwaway PostgreSQL cluster from Debian's `postgresql` package (installed by the test
// bootstrap), on a free loopback port in a temporary directory; stopped and removed after use.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface TestPostgres {
  url: string;
  stop(): void;
  /** Stops the server at once (`pg_ctl stop -m immediate`: no shutdown, crash recovery on the next start). */
  crash(): Promise<void>;
  /** Starts it again on the same data and port; resolves once it accepts connections. */
  start(): Promise<void>;
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
  const command = (cmd: string, args: string[]): [string, string[]] =>
    process.getuid?.() === 0 ? ['su', ['postgres', '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')]] : [cmd, args];
  const asOwner = (cmd: string, args: string[]) => execFileSync(...command(cmd, args), { stdio: 'pipe' });
  // Without blocking the event loop, so servers in this process go on answering meanwhile.
  const asOwnerAsync = async (cmd: string, args: string[]) => void (await promisify(execFile)(...command(cmd, args)));
  const startArgs = ['-D', data, '-o', `-p ${port} -k ${dir} -h 127.0.0.1`, '-l', join(dir, 'log'), '-w', 'start'];
  asOwner(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'kontor']);
  asOwner(join(bin, 'pg_ctl'), startArgs);
  return {
    url: `postgres://kontor@127.0.0.1:${port}/postgres`,
    crash: () => asOwnerAsync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start: () => asOwnerAsync(join(bin, 'pg_ctl'), startArgs),
    stop() {
      // A test that failed between crash() and start() leaves nothing to stop.
      if (existsSync(join(data, 'postmaster.pid'))) asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
