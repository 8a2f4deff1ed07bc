// The README's start command after set-up: builds the packages and the storefront, then runs
// the reference server, which serves the API and the storefront on http://localhost:8080 (PORT).
import { spawnSync } from 'node:child_process';

const build = spawnSync('pnpm', ['build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawnSync('pnpm', ['--filter', '@kontor/server', 'start'], { stdio: 'inherit' });
process.exit(server.status ?? 0);
