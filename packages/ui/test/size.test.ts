// @vitest-environment node
// Importing only Button pulls in neither the other components nor other themes: the package is built (JS and
// CSS, as published) into a temporary folder, a consumer entry importing `@kontor/ui/Button` is bundled with
// esbuild, and every source file behind the bundle's inputs (via the chunks' source maps) is checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build as bundle, type Metafile } from 'esbuild';
import { build, type Options } from 'tsup';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import configs from '../tsup.config.js';

const root = fileURLToPath(new URL('..', import.meta.url));
// 3 kB: the Button is a styled native <button>; the entry also exports TriggerButton, react-aria's Button in the same
// look (dependencies are not counted here). The budget fails if Button pulls in other components or themes.
const BUTTON_GZIP_BUDGET = 3072;
let dist: string;

/** The original source files behind a built file, from its source map. */
function sourcesOf(builtFile: string): string[] {
  const map = JSON.parse(readFileSync(`${builtFile}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => {
    // vanilla-extract names its CSS by a virtual, package-relative path.
    const css = /^vanilla-extract-css-ns:([^?]+)/.exec(source);
    // Its path is relative to where the build ran (repo root or packages/ui).
    return css ? css[1]!.replace(/^packages\/ui\//, '') : relative(root, join(builtFile, '..', source));
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kontor-ui-size-'));
  const [library] = (Array.isArray(configs) ? configs : [configs]) as Options[];
  // Absolute entries: the workspace run starts vitest at the repo root, not in packages/ui.
  const entry = Object.fromEntries(Object.entries(library!.entry as Record<string, string>).map(([name, path]) => [name, join(root, path)]));
  // tsup picks externals and tsconfig from the working directory: name ui's own, as `pnpm build` sees them.
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  const external = deps.map((name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/|$)`));
  // `config: false`: else tsup also loads the working directory's tsup.config.ts and runs this once per build there.
  await build({ ...library, config: false, entry, external, tsconfig: join(root, 'tsconfig.json'), outDir: dist, silent: true, sourcemap: true });
}, 120_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('@kontor/ui/Button alone', () => {
  let metafile: Metafile;
  let output: Uint8Array;

  beforeAll(async () => {
    const entry = join(dist, 'consumer.js');
    writeFileSync(entry, "export { Button } from '@kontor/ui/Button';\n");
    const result = await bundle({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      // Only Kontor's own code is measured; its dependencies are the consumer's.
      plugins: [{
        name: 'kontor-dist',
        setup(context) {
          context.onResolve({ filter: /^@kontor\/ui\// }, (args) => ({ path: join(dist, 'components', args.path.slice('@kontor/ui/'.length), 'index.js') }));
          context.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
        },
      }],
    });
    metafile = result.metafile;
    output = result.outputFiles[0]!.contents;
  });

  it('bundles no other component and no theme', () => {
    const built = Object.keys(metafile.inputs).map((input) => join(process.cwd(), input)).filter((file) => !file.endsWith('consumer.js'));
    const sources = built.flatMap(sourcesOf);
    expect(sources.filter((source) => source.startsWith('src/components/') && !source.startsWith('src/components/Button/'))).toEqual([]);
    expect(sources.filter((source) => source.startsWith('src/theme/themes/'))).toEqual([]);
    expect(sources).toContain('src/components/Button/Button.tsx');
  });

  it('ships a stylesheet with Button styles only', () => {
    expect(sourcesOf(join(dist, 'components/Button/index.css'))).toEqual(['src/components/Button/Button.css.ts.vanilla.css']);
  });

  it(`stays under ${BUTTON_GZIP_BUDGET} bytes gzipped`, () => {
    const gzip = gzipSync(output).length;
    console.info(`@kontor/ui/Button: ${output.length} B minified, ${gzip} B gzip (dependencies excluded)`);
    expect(gzip).toBeLessThan(BUTTON_GZIP_BUDGET);
  });
});
