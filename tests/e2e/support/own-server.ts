// A journey's own server, started from the test: the same build and settings as the suite's, but with its output
// read line by line, so a journey can pick the SMS code out of the server's log as a developer does.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const START = fileURLToPath(new URL('../../../packages/server/bin/start.mjs', import.meta.url));

export interface OwnServer {
  url: string;
  /** Resolves with the first match of `pattern` in a log line printed after this call (or already printed since `from`). */
  waitForLog(pattern: RegExp, from?: number, timeoutMs?: number): Promise<RegExpExecArray>;
  /** How many log lines there are now (a `from` for waitForLog). */
  mark(): number;
  stop(): Promise<void>;
}

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  const child: ChildProcess = spawn(process.execPath, [START], {
    env: {
      ...process.env,
      PORT: '0',
      KONTOR_DATA_DIR: mkdtempSync(join(tmpdir(), 'kontor-e2e-own-')),
      KONTOR_LOG: 'off',
      KONTOR_CAPTCHA: 'off',
      KONTOR_CODE_LOG: 'on',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let rest = '';
  const onData = (chunk: Buffer) => {
    rest += chunk.toString('utf8');
    const parts = rest.split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
    for (const wake of [...waiters]) wake();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  function waitForLog(pattern: RegExp, from = 0, timeoutMs = 20_000): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const look = () => {
        for (const line of lines.slice(from)) {
          const match = pattern.exec(line);
          if (match) {
            waiters.delete(look);
            clearTimeout(timer);
            resolve(match);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no log line matched ${pattern} within ${timeoutMs} ms:\n${lines.join('\n')}`));
      }, timeoutMs);
      waiters.add(look);
      look();
    });
  }

  const started = await waitForLog(/Kontor shop: (http:\/\/\S+)/, 0, 120_000);
  return {
    url: started[1]!.replace('0.0.0.0', 'localhost'),
    waitForLog,
    mark: () => lines.length,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
