// @vitest-environment node
// Importing only Button pulls in neither the other components nor other themes: the package is built (JS and
// CSS, as published) into a temporary folder, a consumer entry importing `@kontor/ui/Button` is bundled with
// esbuild, and every source file behind the bundle's inputs (the build's modules, a stylesheet's source map) is checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build as bundle, type Metafile } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildPackage, root, type BuiltPackage } from './built-package.js';

// 3 kB: the Button is a styled native <button>; the entry also exports TriggerButton, react-aria's Button in the same
// look (dependencies are not counted here). The budget fails if Button pulls in other components or themes.
const BUTTON_GZIP_BUDGET = 3072;
let built: BuiltPackage;
let dist: string;

/** The original source files behind a built file: a JS file's bundled modules, a stylesheet's source map. */
function sourcesOf(builtFile: string): string[] {
  if (builtFile.endsWith('.js')) return (built.modules.get(relative(dist, builtFile)) ?? []).map((id) => relative(root, id));
  const map = JSON.parse(readFileSync(`${builtFile}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => relative(root, join(builtFile, '..', source)));
}

beforeAll(async () => {
  built = await buildPackage();
  dist = built.dist;
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
    const inputs = Object.keys(metafile.inputs).map((input) => join(process.cwd(), input)).filter((file) => !file.endsWith('consumer.js'));
    const sources = inputs.flatMap(sourcesOf);
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
