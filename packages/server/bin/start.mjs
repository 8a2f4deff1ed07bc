#!/usr/bin/env node
// `pnpm --filter @kontor/server start`: the compiled server (dist/main.js), rebuilt first when a source is newer,
// so a start never runs stale code and never pays for compiling TypeScript at run time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import module from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);
const built = join(root, 'dist/main.js');
const sources = ['src', '../api/src'].map((dir) => join(root, dir));
if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  const build = spawnSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Node keeps the compiled code of the server and its packages between starts (Node >= 22.1; older Nodes skip it):
// a warm start then loads its modules without compiling them again.
module.enableCompileCache?.();
await import(built);
