// Builds @kontor/ui: the root entry, one entry per component folder and per theme, ESM + .d.ts + extracted CSS.
import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

const components = readdirSync('src/components', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const themes = readdirSync('src/theme/themes').filter((f) => f.endsWith('.css.ts')).map((f) => f.replace('.css.ts', ''));

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(components.map((name) => [`components/${name}/index`, `src/components/${name}/index.ts`])),
    ...Object.fromEntries(themes.map((name) => [`themes/${name}`, `src/theme/themes/${name}.css.ts`])),
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2022',
  platform: 'browser',
  treeshake: true,
  external: ['react', 'react-dom', /^react-aria-components/, 'react-intl', /^@kontor\/api/, 'react-hook-form', /^embla-carousel/, /^@internationalized/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.conditions = ['kontor-source'];
  },
});
