// Builds the storefront; in development it proxies the API to the reference server on :8080.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { sourceResolve } from '../../vite.shared.js';
import { preactAliases } from '../../vite.preact.js';
import { messageParts } from './messages.config.js';
// The one home of the API's path prefixes (the server reads the same list); a relative import, since the
// config loads before any package is built.
import { API_PATH_PREFIXES } from '../api/src/rules/paths.js';

/** Packages every route loads first, whatever it shows (checked against the login and home routes' first loads). */
const FRAMEWORK_PACKAGES =
  /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|jotai|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|zod|use-sync-external-store)[\\/]/;

/** Catalogues arrive compiled (formatjs AST), so react-intl's documented no-parser build keeps the ICU parser out. */
const noMessageParser = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' };

/**
 * The stored theme and colour are applied by a blocking inline script before anything paints (no flash, no
 * wait for the bundle): ui's built head script, inlined first in <head>. Missing only before ui is built (dev).
 */
function themeHeadScript(): Plugin {
  return {
    name: 'kontor-theme-head',
    transformIndexHtml() {
      const file = createRequire(import.meta.url).resolve('@kontor/ui/theme-head.js');
      if (!existsSync(file)) return [];
      return [{ tag: 'script', children: readFileSync(file, 'utf8'), injectTo: 'head-prepend' }];
    },
  };
}

export default defineConfig({
  ...sourceResolve,
  resolve: { ...sourceResolve.resolve, alias: [noMessageParser, ...preactAliases(import.meta.url)] },
  plugins: [
    react(),
    vanillaExtractPlugin(),
    themeHeadScript(),
    // Each load unit (the entry, every lazy screen or dialog) brings only the messages its code names.
    messageParts(fileURLToPath(new URL('../ui/src/i18n/compiled', import.meta.url)), fileURLToPath(new URL('../ui/src/i18n/lang', import.meta.url))),
    // Brotli and gzip beside every text asset at build time; the server picks one by Accept-Encoding.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Every browser the shop supports preloads modules natively: no polyfill in every route's entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every route runs (React, the router, the data and intl layers, zod) in
          // one chunk: fewer requests on a phone and one compression window, instead of a dozen small shared chunks.
          groups: [{ name: 'framework', test: FRAMEWORK_PACKAGES }],
        },
      },
    },
  },
  server: {
    // `/act/` holds the STOMP endpoint: its websocket upgrade is proxied too.
    proxy: Object.fromEntries(
      API_PATH_PREFIXES.map((prefix) => [prefix.replace(/\/$/, ''), { target: 'http://localhost:8080', ws: prefix === '/act/' }]),
    ),
  },
});
