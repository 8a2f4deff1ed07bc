// Merges the per-area catalogues (src/i18n/lang/<locale>/<area>.json) and compiles them to
// formatjs AST (src/i18n/compiled/<locale>.json), so the bundle carries no message parser.
// `node scripts/i18n.mjs extract` writes the messages found in components to .reports/extracted.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const langDir = join(root, 'src/i18n/lang');
const outDir = join(root, 'src/i18n/compiled');
const tmpDir = join(root, '.reports/i18n');
const formatjs = join(root, 'node_modules/.bin/formatjs');

export function mergedCatalogue(locale) {
  const merged = {};
  for (const file of readdirSync(join(langDir, locale)).filter((f) => f.endsWith('.json')).sort()) {
    const part = JSON.parse(readFileSync(join(langDir, locale, file), 'utf8'));
    for (const [id, message] of Object.entries(part)) {
      if (id in merged) throw new Error(`${locale}: message id ${id} is defined twice (${file})`);
      merged[id] = message;
    }
  }
  return merged;
}

function compile() {
  mkdirSync(outDir, { recursive: true });
  mkdirSync(tmpDir, { recursive: true });
  for (const locale of readdirSync(langDir)) {
    const src = join(tmpDir, `${locale}.json`);
    writeFileSync(src, JSON.stringify(mergedCatalogue(locale), null, 2));
    execFileSync(formatjs, ['compile', src, '--ast', '--format', 'simple', '--out-file', join(outDir, `${locale}.json`)], { stdio: 'inherit' });
  }
  rmSync(tmpDir, { recursive: true, force: true });
}

function extract() {
  mkdirSync(join(root, '.reports'), { recursive: true });
  execFileSync(formatjs, ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--out-file', '.reports/extracted.json', '--format', 'simple'], { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'extract') extract();
  else compile();
}
