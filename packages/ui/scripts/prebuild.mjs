// Before tsdown: sync exports and src/index.ts with the folders, compile the catalogues, empty dist.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const script of ['scripts/sync-exports.mjs', 'scripts/i18n.mjs']) execFileSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
