// Builds the partner widgets: `widgets.js` (the tiny loader a partner includes) and, beside it in `widgets/`, each
// element's code (loaded on first use) and the kit's CSS as one file, `widgets/kontor.css`, which the runtime
// adopts inside every shadow root; nothing is injected into the partner's document.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { sourceResolve } from '../../vite.shared.js';
import { WIDGET_CSS_FILE } from './src/runtime/cssFile.js';
import { catalogueFileName, catalogueSubset } from './vite.catalogues.js';

/** Catalogues arrive compiled (formatjs AST), so react-intl's no-parser build keeps the ICU parser out. */
const noMessageParser = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' };

export default defineConfig({
  ...sourceResolve,
  resolve: { ...sourceResolve.resolve, alias: [noMessageParser] },
  // Every URL in the output is relative to the module that uses it: the code runs on partners' pages.
  base: './',
  plugins: [react(), vanillaExtractPlugin(), catalogueSubset(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css)$/, threshold: 1024 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // One stylesheet for every element, fetched and adopted by the runtime (never linked into the host page).
    cssCodeSplit: false,
    // No <link rel=modulepreload> into the partner's <head> (its URLs would resolve against the partner's origin).
    modulePreload: false,
    rolldownOptions: {
      input: { widgets: 'src/loader.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => catalogueFileName(chunk.moduleIds) ?? 'widgets/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? `widgets/${WIDGET_CSS_FILE}` : 'widgets/[name]-[hash][extname]'),
      },
    },
  },
});
