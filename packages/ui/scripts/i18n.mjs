// The catalogues' tools. Areas keep their own files (src/i18n/lang/<locale>/<area>.json); they are merged and
// compiled to formatjs AST (src/i18n/compiled/<locale>.json) so the bundle carries no message parser.
//   node scripts/i18n.mjs           compile (run after editing a catalogue)
//   node scripts/i18n.mjs extract   write the messages found in src to .reports/extracted.json
//   node scripts/i18n.mjs check     list what is missing, empty, stale or different (test/i18n.test.ts asserts none)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';

const root = fileURLToPath(new URL('..', import.meta.url));
const langDir = join(root, 'src/i18n/lang');
const outDir = join(root, 'src/i18n/compiled');
const formatjs = join(root, 'node_modules/.bin/formatjs');
/** The catalogue that must equal the components' defaultMessage texts. */
export const SOURCE_LOCALE = 'en';

export const locales = () => readdirSync(langDir).sort();
const areas = (locale) => readdirSync(join(langDir, locale)).filter((file) => file.endsWith('.json')).sort();
const readArea = (locale, file) => JSON.parse(readFileSync(join(langDir, locale, file), 'utf8'));

export function mergedCatalogue(locale) {
  const merged = {};
  for (const file of areas(locale)) {
    for (const [id, message] of Object.entries(readArea(locale, file))) {
      if (id in merged) throw new Error(`${locale}: message id ${id} is defined twice (${file})`);
      merged[id] = message;
    }
  }
  return merged;
}

function withTempDir(work) {
  const dir = mkdtempSync(join(tmpdir(), 'kontor-i18n-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Compiles every locale into `target` with the formatjs CLI, which also rejects malformed ICU. */
function compileInto(target) {
  mkdirSync(target, { recursive: true });
  withTempDir((tmp) => {
    for (const locale of locales()) {
      const merged = join(tmp, `${locale}.json`);
      writeFileSync(merged, JSON.stringify(mergedCatalogue(locale), null, 2));
      execFileSync(formatjs, ['compile', merged, '--ast', '--format', 'simple', '--out-file', join(target, `${locale}.json`)], { stdio: 'inherit' });
    }
  });
}

/** The messages declared in src (defineMessages, formatMessage, FormattedMessage): id → defaultMessage. */
export function extractMessages() {
  // Whitespace kept as written: a no-break space between a figure and its unit ('{value}\u00a0kg') is meant.
  return withTempDir((tmp) => {
    const out = join(tmp, 'extracted.json');
    execFileSync(
      formatjs,
      ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', 'src/**/*.test.{ts,tsx}', '--preserve-whitespace', '--format', 'simple', '--out-file', out],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return JSON.parse(readFileSync(out, 'utf8'));
  });
}

/** Everything wrong with the catalogues, by kind; each list is empty when all is well. */
export function catalogueProblems() {
  const problems = { missing: [], empty: [], invalid: [], notInSource: [], differsFromDefault: [], stale: [] };
  const source = mergedCatalogue(SOURCE_LOCALE);
  for (const locale of locales()) {
    // Same area files with the same ids, so an area's owner sees all four languages in one place.
    for (const file of new Set([...areas(SOURCE_LOCALE), ...areas(locale)])) {
      const expected = areas(SOURCE_LOCALE).includes(file) ? readArea(SOURCE_LOCALE, file) : {};
      const actual = areas(locale).includes(file) ? readArea(locale, file) : {};
      for (const id of Object.keys(expected)) if (!(id in actual)) problems.missing.push(`${locale}/${file}: ${id}`);
      for (const id of Object.keys(actual)) if (!(id in expected)) problems.missing.push(`${SOURCE_LOCALE}/${file}: ${id} (found in ${locale})`);
    }
    for (const [id, message] of Object.entries(mergedCatalogue(locale))) {
      if (typeof message !== 'string' || message.trim() === '') {
        problems.empty.push(`${locale}: ${id}`);
        continue;
      }
      try {
        const same = id in source ? isStructurallySame(parse(source[id]), parse(message)) : { success: true };
        if (!same.success) problems.invalid.push(`${locale}: ${id}: ${same.error?.message}`);
      } catch (error) {
        problems.invalid.push(`${locale}: ${id}: ${error.message}`);
      }
    }
  }
  for (const [id, defaultMessage] of Object.entries(extractMessages())) {
    if (!(id in source)) problems.notInSource.push(`${id} ("${defaultMessage}") is in no ${SOURCE_LOCALE} catalogue`);
    else if (source[id] !== defaultMessage) problems.differsFromDefault.push(`${id}: en "${source[id]}" vs defaultMessage "${defaultMessage}"`);
  }
  withTempDir((tmp) => {
    compileInto(tmp);
    for (const locale of locales()) {
      const fresh = readFileSync(join(tmp, `${locale}.json`), 'utf8');
      let current = '';
      try {
        current = readFileSync(join(outDir, `${locale}.json`), 'utf8');
      } catch {
        // a locale never compiled is stale too
      }
      if (JSON.stringify(JSON.parse(fresh)) !== (current && JSON.stringify(JSON.parse(current)))) {
        problems.stale.push(`src/i18n/compiled/${locale}.json: run node scripts/i18n.mjs`);
      }
    }
  });
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2] ?? 'compile';
  if (command === 'extract') {
    mkdirSync(join(root, '.reports'), { recursive: true });
    writeFileSync(join(root, '.reports/extracted.json'), `${JSON.stringify(extractMessages(), null, 2)}\n`);
  } else if (command === 'check') {
    const found = Object.entries(catalogueProblems()).flatMap(([kind, list]) => list.map((line) => `${kind}: ${line}`));
    for (const line of found) console.error(line);
    process.exitCode = found.length ? 1 : 0;
  } else compileInto(outDir);
}
