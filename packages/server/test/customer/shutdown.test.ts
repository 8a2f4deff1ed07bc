import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from './harness.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'kontor-shutdown-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** `src/main.ts` as `pnpm start` runs it, on a free port and the test's data directory; resolves its URL. */
function startMain(env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--conditions=kontor-source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', KONTOR_DATA_DIR: dataDir, KONTOR_CAPTCHA: 'off', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Kontor shop: (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it started:\n${output}`)));
  });
}

async function login(url: string): Promise<string> {
  const { encryptPassword } = await import('@kontor/api/password');
  const query = new URLSearchParams({ username: 'ddp-buyer', password: encryptPassword('kontor123', 'pigxpigxpigxpigx'), randomStr: '1', code: 'abcd', grant_type: 'password', scope: 'server' });
  const response = await fetch(`${url}/auth/oauth/token?${query}`, { method: 'POST', headers: { Authorization: `Basic ${btoa('pig:pig')}` } });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('SIGTERM', () => {
  it('closes WebSocket clients, HTTP and the database without losing what was written', async () => {
    const first = await startMain();
    const token = await login(first.url);
    const [line] = ((await call(first.url, token, 'GET', '/scgl/rfstorecart/my/page?size=100&current=1&languageId=2')).body.data as { records: { id: number; quantity: number }[] }).records;
    const socket = new WebSocket(`${first.url.replace('http', 'ws')}/act/ws`, ['v12.stomp']);
    await new Promise((resolve) => socket.addEventListener('open', resolve));
    const socketClosed = new Promise((resolve) => socket.addEventListener('close', resolve));
    // The signal comes right after the write is answered.
    expect((await call(first.url, token, 'PUT', '/scgl/rfstorecart', { id: line!.id, quantity: 8 })).body.code).toBe(0);
    const exited = new Promise<number | null>((resolve) => first.child.on('exit', resolve));
    first.child.kill('SIGTERM');
    await socketClosed;
    expect(await exited).toBe(0);
    expect(first.output()).toContain('SIGTERM: closing the server and the database');

    const second = await startMain();
    const again = await login(second.url);
    const records = ((await call(second.url, again, 'GET', '/scgl/rfstorecart/my/page?size=100&current=1&languageId=2')).body.data as { records: { id: number; quantity: number }[] }).records;
    expect(records.find((record) => record.id === line!.id)?.quantity).toBe(8);
    const stopped = new Promise<number | null>((resolve) => second.child.on('exit', resolve));
    second.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 180_000);

  it('ends though a client stalls mid-request: its connection is cut after the grace period', async () => {
    const server = await startMain({ KONTOR_SHUTDOWN_GRACE_MS: '500' });
    const { port, hostname } = new URL(server.url);
    // Headers begun and never finished: a request in progress for the server, which a stop would wait for.
    const stalled = connect(Number(port), hostname);
    await new Promise((resolve) => stalled.on('connect', resolve));
    stalled.write('GET /login HTTP/1.1\r\nHost: kontor\r\n');
    const cut = new Promise((resolve) => stalled.on('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    const asked = Date.now();
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await cut;
    expect(Date.now() - asked).toBeLessThan(15_000);
  }, 120_000);
});
