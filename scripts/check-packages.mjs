// Checks the built output of the publishable packages: publint and are-the-types-wrong (ESM only).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Every entry point of a package, from its exports map (patterns expanded by the build). */
function entryPoints(dir) {
  const { exports } = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
  return Object.keys(exports).filter((key) => !key.includes('*') && !key.endsWith('.css') && !key.endsWith('.json'));
}

let failed = false;
for (const dir of ['packages/api', 'packages/ui']) {
  for (const [cmd, args] of [
    ['publint', ['--strict', dir]],
    ['attw', ['--pack', dir, '--profile', 'esm-only', '--entrypoints', ...entryPoints(dir)]],
  ]) {
    try {
      execFileSync('pnpm', ['exec', cmd, ...args], { stdio: 'inherit' });
    } catch {
      console.error(`✗ ${cmd} ${dir}`);
      failed = true;
    }
  }
}
process.exit(failed ? 1 : 0);
