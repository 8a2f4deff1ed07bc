// @vitest-environment node
// The published stylesheets style what the published JS renders: the package is built as published into a temporary
// folder, the class names each bundled `.css.ts` module generates are read from its code as bundled (vanilla-extract
// puts the CSS in an import beside them), and `styles.css` and each part's own stylesheet must define them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { AREAS, partFolders } from '../scripts/sync-exports.mjs';
import { buildPackage, root, type BuiltPackage } from './built-package.js';

/** A `.css.ts` module as bundled: the names it exports (classes, among other strings) and the CSS it generates. */
interface StyleModule { classes: string[]; css: string }

let built: BuiltPackage;
let dist: string;
/** Source path (`src/…/X.css.ts`) -> the module, for every JS file of the build. */
let modules: Map<string, StyleModule>;

const VANILLA_IMPORT = /import '[^']+\.vanilla\.css\?source=([^']+)';/;
/** vanilla-extract's `serializeCss`: base64url, gzipped first (flag `#`) when long. */
const decode = (source: string) =>
  source.startsWith('#') ? gunzipSync(Buffer.from(source.slice(1), 'base64url')).toString('utf8') : Buffer.from(source, 'base64url').toString('utf8');

function styleModulesOf(jsFile: string): Map<string, StyleModule> {
  const found = new Map<string, StyleModule>();
  for (const id of built.modules.get(relative(dist, jsFile).split('\\').join('/')) ?? []) {
    const content = built.code.get(id) ?? '';
    const payload = VANILLA_IMPORT.exec(content);
    if (!id.endsWith('.css.ts') || !payload) continue;
    const classes = [...content.matchAll(/^export var \w+ = '([^']*)';$/gm)].flatMap((match) => match[1]!.split(' '));
    found.set(relative(root, id).split('\\').join('/'), { classes, css: decode(payload[1]!) });
  }
  return found;
}

/** The class names a module's CSS uses (its own and any it refers to). */
const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
/** Whether a stylesheet defines rules for a class. */
const hasClass = (stylesheet: string, name: string) => new RegExp(`\\.${name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(?![\\w-])`).test(stylesheet);
/** Of a module's classes, those a stylesheet lacks. */
const missingFrom = (stylesheet: string, module: StyleModule) => [...classesIn(module.css)].filter((name) => !hasClass(stylesheet, name));

/** The JS files one entry loads, statically or lazily (`import()`), itself included. */
function loadedBy(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const match of readFileSync(entry, 'utf8').matchAll(/(?:from|import)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) loadedBy(resolve(dirname(entry), match[1]!), seen);
  return seen;
}

const read = (file: string) => readFileSync(join(dist, file), 'utf8');

beforeAll(async () => {
  built = await buildPackage();
  dist = built.dist;
  modules = new Map();
  for (const file of built.modules.keys()) for (const [source, module] of styleModulesOf(join(dist, file))) modules.set(source, module);
}, 120_000);
afterAll(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('@kontor/ui/styles.css', () => {
  it('defines the classes of every stylesheet module the JS bundles, lazily loaded modals included', () => {
    const styles = read('index.css');
    expect(modules.size).toBeGreaterThan(50);
    const missing = Object.fromEntries([...modules].map(([source, module]) => [source, missingFrom(styles, module)]).filter(([, names]) => names!.length));
    expect(missing).toEqual({});
  });

  it('carries the styles of every shell and storefront part', () => {
    const styles = read('index.css');
    const unstyled = partFolders()
      .filter(({ area }) => AREAS.includes(area))
      .filter(({ path }) => {
        const own = [...modules].filter(([source]) => source.startsWith(`src/${path}/`));
        const hasStyles = readdirSync(join(root, 'src', path)).some((file) => file.endsWith('.css.ts'));
        // A part with a stylesheet of its own: its modules are bundled, and each class they define is in styles.css.
        return hasStyles && (!own.length || own.some(([, module]) => module.classes.some((name) => hasClass(module.css, name) && !hasClass(styles, name))));
      })
      .map(({ path }) => path);
    expect(unstyled).toEqual([]);
  });

  it('holds each module once, inside the kontor cascade layer', () => {
    const styles = read('index.css');
    expect(styles.startsWith('@layer kontor{')).toBe(true);
    expect(styles.match(/@layer kontor\{/g)).toHaveLength(1);
    const { sources } = JSON.parse(read('index.css.map')) as { sources: string[] };
    const names = sources.map((source) => source.replace(/\?.*$/, ''));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe('a part\'s own stylesheet (@kontor/ui/<area>/<Name>.css)', () => {
  it('defines the classes of every module its JS loads, lazily loaded ones included', () => {
    const missing: Record<string, string[]> = {};
    for (const { path } of partFolders()) {
      const stylesheet = existsSync(join(dist, path, 'index.css')) ? read(join(path, 'index.css')) : '';
      for (const file of loadedBy(join(dist, path, 'index.js'))) {
        for (const [source, module] of styleModulesOf(file)) {
          const names = missingFrom(stylesheet, module);
          if (names.length) missing[`${path}: ${source}`] = names;
        }
      }
    }
    expect(missing).toEqual({});
  });
});
