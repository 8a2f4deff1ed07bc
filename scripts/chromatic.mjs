// `pnpm chromatic`: publishes Storybook to Chromatic for the team's hosted CI. Without CHROMATIC_PROJECT_TOKEN it
// says so and exits 0 (local visual regression is Playwright: tests/visual). Chromatic never exits when it cannot
// authenticate or reach its service, so it runs under a timeout. Extra arguments pass through to chromatic.
import { spawn } from 'node:child_process';

const CHROMATIC = 'chromatic@^18';
const TIMEOUT_MS = Number(process.env.CHROMATIC_TIMEOUT_MS ?? 15 * 60_000);

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info(
    'chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set. Locally: pnpm exec playwright test -c tests/visual/playwright.visual.config.ts',
  );
  process.exit(0);
}

// The token comes from the environment (chromatic reads CHROMATIC_PROJECT_TOKEN); it never appears in arguments.
const args = ['--yes', CHROMATIC, '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)];
const child = spawn('npx', args, { stdio: 'inherit', detached: true });

const timer = setTimeout(() => {
  console.error(`chromatic: no result after ${Math.round(TIMEOUT_MS / 1000)} s; stopping it.`);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  process.exit(124);
}, TIMEOUT_MS);

child.on('error', (error) => {
  clearTimeout(timer);
  console.error(`chromatic: could not start npx: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  clearTimeout(timer);
  process.exit(code ?? (signal ? 1 : 0));
});
