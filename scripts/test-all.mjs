// The README's test command after set-up: build, type-check, lint, package checks, vitest
// (unit + Storybook story tests in Chromium), Playwright end-to-end and visual tests. Prints one
// line per runner with its time and ends with `N passed, N failed[, N skipped]`; exits non-zero on any failure.
// Storybook is built once, as its own stage, and the visual step serves that build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const testStarted = Date.now();
const lines = [];
/** Names of what failed, printed again at the very end: CI keeps only the tail of the log. */
const failures = [];

function run(cmd, args, env = {}) {
  console.info(`\n▶ ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.info(`◀ ${[cmd, ...args].join(' ')}: ${seconds}s`);
  return { ok: result.status === 0, seconds };
}

/** A check that is not a test runner counts as one test: passed or failed. */
function check(name, cmd, args) {
  const { ok, seconds } = run(cmd, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${name}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  return ok;
}

/** `check`, for checks that run side by side: each one's output is held and printed whole once it has finished. */
function checkQuietly(name, cmd, args) {
  const started = Date.now();
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    // A command that cannot start fails its check (and reports why) instead of ending the whole run.
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.info(`\n▶ ${[cmd, ...args].join(' ')}\n${Buffer.concat(output).toString('utf8')}◀ ${[cmd, ...args].join(' ')}: ${seconds}s`);
      resolvePromise({ name, ok: status === 0, seconds });
    });
  });
}

/** Runs chains of checks side by side (each chain in order); their lines keep the order given. */
async function checksSideBySide(chains) {
  const results = await Promise.all(
    chains.map(async (chain) => {
      const done = [];
      for (const [name, cmd, args] of chain) done.push(await checkQuietly(name, cmd, args));
      return done;
    }),
  );
  for (const { name, ok, seconds } of results.flat()) {
    totals[ok ? 'passed' : 'failed'] += 1;
    lines.push(`${name}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  }
}

function count(name, passed, failed, skipped, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${name}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds}s)`);
}

/** The first line of an error message, without terminal colours. */
// eslint-disable-next-line no-control-regex -- terminal colour codes are what it removes
const firstLine = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 200);

function vitest() {
  const file = `${reports}/vitest.json`;
  const { ok, seconds } = run('pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  if (!existsSync(file)) return count('vitest', 0, 1, 0, seconds);
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that fails to load, or whose beforeAll throws (its tests then report as skipped),
  // has no failed test but must still fail the run.
  const brokenSuites = r.testResults.filter(
    (s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  for (const suite of r.testResults) {
    const failed = suite.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) failures.push(`vitest ${relative('.', suite.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (suite.status === 'failed' && !failed.length) failures.push(`vitest ${relative('.', suite.name)}: ${firstLine(suite.message)}`);
  }
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  count('vitest (unit + story tests)', r.numPassedTests, r.numFailedTests + brokenSuites + (ok || r.numFailedTests || brokenSuites ? 0 : 1), skipped, seconds);
}

function playwright(name, config, env = {}) {
  // Absolute: Playwright resolves a relative report path against the config's own folder.
  const file = resolve(reports, `${name}.json`);
  const { ok, seconds } = run('pnpm', ['exec', 'playwright', 'test', '-c', config, '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file, ...env });
  if (!existsSync(file)) return count(name, 0, 1, 0, seconds);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const error = t.results?.at(-1)?.error?.message;
        failures.push(`${name} ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const failed = stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  count(name, stats.expected + stats.flaky, failed, stats.skipped, seconds);
}

const built = check('build (api, ui, storefront, widgets)', 'pnpm', ['build']);
// The static checks side by side: the type-check's last step and the others use one core each, the machine has two.
await checksSideBySide([
  [['type-check', 'pnpm', ['typecheck']]],
  [
    // The package output is checked only when there is one.
    ...(built ? [['package output (publint, are-the-types-wrong)', 'node', ['scripts/check-packages.mjs']]] : []),
    // The architecture's arrows (server/ui -> client, api -> ui, anything -> shop-app) and no import circles.
    ['dependency arrows', 'pnpm', ['exec', 'depcruise', '-c', 'scripts/dependency-check.cjs', 'packages']],
    ['lint', 'pnpm', ['lint']],
  ],
]);
vitest();
playwright('playwright e2e', 'playwright.config.ts');
if (existsSync('tests/visual/playwright.visual.config.ts')) {
  // The visual step's web server serves this build instead of making its own.
  if (check('build-storybook', 'pnpm', ['build-storybook'])) {
    playwright('playwright visual', 'tests/visual/playwright.visual.config.ts', { KONTOR_VISUAL_REUSE_BUILD: '1' });
  }
}

lines.push(`total: ${((Date.now() - testStarted) / 1000).toFixed(0)}s`);
if (failures.length) lines.push('', 'failed:', ...failures.slice(0, 40).map((f) => `  ${f}`));
console.info('\n' + lines.join('\n'));
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.info(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
