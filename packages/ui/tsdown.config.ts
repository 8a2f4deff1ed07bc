// Builds @kontor/ui's JS and CSS: the root entry, one entry per component folder and per theme, the test provider,
// the head script (as a module and as a classic script file), each entry's stylesheet and `styles.css`.
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'tsdown';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { partFolders, themeNames } from './scripts/sync-exports.mjs';
import { stylesheetsPlugin } from './scripts/stylesheets.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

const shared: UserConfig = {
  // The package's folder wherever the build runs (tests build from the repo root): entries, package.json's
  // dependencies and peers (left as imports, subpaths too) and tsconfig.json are read from here.
  cwd: root,
  // `prebuild` empties dist, which both builds write to.
  clean: false,
  // Declarations come from `tsc -p tsconfig.build.json` (dist/types mirrors src).
  dts: false,
  target: 'es2022',
  platform: 'browser',
};

// `cwd`: class names hash the module's path from here, wherever the build runs. Workspace packages resolve from
// source while vanilla-extract evaluates `.css.ts` files, like everywhere else. Without its `renderChunk`, which
// writes each module's CSS beside its chunk: the stylesheets are per entry here (scripts/stylesheets.mjs).
const vanillaExtract = {
  ...vanillaExtractPlugin({ identifiers: 'short', cwd: root, esbuildOptions: { conditions: ['kontor-source'] } }),
  renderChunk: undefined,
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
    format: 'esm',
    sourcemap: true,
    // Whitespace only: keeps names for React devtools.
    minify: { compress: false, mangle: false },
    treeshake: {
      moduleSideEffects: [
        // A `.css.ts` module's CSS comes as an import of a virtual stylesheet: the JS drops it (apps import the CSS).
        { test: /\.vanilla\.css$/, external: true, sideEffects: false },
        // locales.ts registers the catalogues, so `@kontor/ui/testing` (its provider imports it) draws English at
        // once. The package is marked free of side effects, for apps' bundles; rolldown would drop them here too.
        { test: /\/src\/i18n\/locales\.ts$/, sideEffects: true },
      ],
    },
    plugins: [vanillaExtract, stylesheetsPlugin()],
  },
  {
    ...shared,
    // A classic (non-module) script runs before first paint: self-contained, so it bundles what it imports (the
    // workspace's from source), and strict, as the modules it is built from.
    entry: { 'theme-head': 'src/theme/head-file.ts' },
    format: 'iife',
    deps: { alwaysBundle: [/./] },
    inputOptions: { resolve: { conditionNames: ['kontor-source', 'import', 'browser', 'default'] } },
    minify: true,
    outputOptions: { entryFileNames: '[name].js', strict: true },
  },
]);
