#!/usr/bin/env node
// The `kontor-server` command: runs the backend (or `status <kind> <id> <status>`) from its TypeScript sources.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const scripts = {
  start: '../src/main.ts',
  reset: '../src/reset.ts',
  status: './status.ts',
};
const [command = 'start', ...args] = process.argv.slice(2);
const script = scripts[command];
if (!script) {
  console.error(`Usage: kontor-server [start | reset | status <order|service|post> <id> <status> [response]]`);
  process.exit(2);
}
// Workspace packages are read from source through the kontor-source export condition; tsx compiles them.
const child = spawn(
  process.execPath,
  ['--conditions=kontor-source', '--import', import.meta.resolve('tsx'), fileURLToPath(new URL(script, import.meta.url)), ...args],
  { stdio: 'inherit' },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
