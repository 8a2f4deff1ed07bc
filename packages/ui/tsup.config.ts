// Builds @kontor/ui: the root entry, one entry per component folder and per theme, the test provider, the head
// script (as a module and as a classic script file); ESM + extracted CSS; and `styles.css`, every stylesheet in one
// (scripts/stylesheets.mjs). `prebuild` empties dist first.
import { defineConfig, type Options } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { partFolders, themeNames } from './scripts/sync-exports.mjs';
import { STYLESHEET_ENTRY, stylesheetEntryPlugin } from './scripts/stylesheets.mjs';

const KONTOR_SOURCE = 'kontor-source';
/** Workspace packages resolve from source while vanilla-extract evaluates `.css.ts` files, like everywhere else. */
const vanillaExtract = () => vanillaExtractPlugin({ identifiers: 'short', esbuildOptions: { conditions: [KONTOR_SOURCE] } });

const shared: Options = {
  clean: false,
  target: 'es2022',
  platform: 'browser',
  esbuildPlugins: [vanillaExtract()],
  esbuildOptions(options) {
    options.conditions = [KONTOR_SOURCE];
  },
};

export default defineConfig([
  {
    ...shared,
    entry: {
      index: 'src/index.ts',
      base: 'src/theme/global.css.ts',
      testing: 'src/provider/testing.ts',
      provider: 'src/provider/index.ts',
      head: 'src/theme/head.ts',
      ...Object.fromEntries(partFolders().map(({ path }) => [`${path}/index`, `src/${path}/index.ts`])),
      ...Object.fromEntries(themeNames().map((name) => [`themes/${name}`, `src/theme/themes/${name}.css.ts`])),
    },
    format: ['esm'],
    // Declarations come from `tsc -p tsconfig.build.json`: rollup-dts over 50 entries runs out of memory.
    dts: false,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    // tsup leaves dependencies and peers (and their subpaths) as imports: the consumer's bundler dedupes them.
    esbuildOptions(options) {
      options.conditions = [KONTOR_SOURCE];
      // Whitespace only: drops the CSS files' long vanilla-extract path comments, keeps names for React devtools.
      options.minifyWhitespace = true;
    },
  },
  {
    ...shared,
    // CSS only (postbuild keeps its stylesheet as `index.css` and deletes its JS). A build of its own, so the entries
    // above keep their chunks. tsup only takes an entry that exists on disk: the plugin swaps in the virtual one.
    entry: { [STYLESHEET_ENTRY]: 'src/index.ts' },
    format: ['esm'],
    esbuildPlugins: [vanillaExtract(), stylesheetEntryPlugin()],
    // One file: no chunks beside the entries' (lazily imported modules' CSS joins the entry's).
    splitting: false,
    sourcemap: true,
    esbuildOptions(options) {
      options.conditions = [KONTOR_SOURCE];
      options.minifyWhitespace = true;
    },
  },
  {
    ...shared,
    // A classic (non-module) script runs before first paint: self-contained, nothing to import.
    entry: { 'theme-head': 'src/theme/head-file.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    minify: true,
  },
]);
