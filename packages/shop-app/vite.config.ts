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
import { firstPaint } from './first-paint.config.js';
// The one home of the API's path prefixes (the server reads the same list); a relative import, since the
// config loads before any package is built.
import { API_PATH_PREFIXES } from '../api/src/rules/paths.js';

/**
 * Packages every route loads first, whatever it shows (checked against the login and home routes' first loads).
 * Not zod: the built shop trusts its answers (api.ts), so only the forms that validate input load it, with them; nor
 * jotai's utils (atomWithStorage), which only the order form's draft uses.
 */
const FRAMEWORK_PACKAGES =
  /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|regexparam|@tanstack[\\/](query-core|react-query)|jotai(?![\\/]dist[\\/]vanilla[\\/]utils)|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|use-sync-external-store)[\\/]/;

/** Catalogues arrive compiled (formatjs AST), so react-intl's documented no-parser build keeps the ICU parser out. */
const noMessageParser = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' };

/**
 * react-intl as the kit uses it, formatting those ASTs with the platform's Intl: `runtime/react-intl-light.ts`
 * (~1.5 kB gzip instead of react-intl, @formatjs/intl and intl-messageformat's ~6 kB on every route; a ui test
 * holds it to react-intl's output for every message of the four catalogues).
 */
const lightIntl = { find: /^react-intl$/, replacement: fileURLToPath(new URL('../../runtime/react-intl-light.ts', import.meta.url)) };

/**
 * lucide's icons draw through the light factory of `runtime/lucide-icon.ts`: the same `<svg>` (a ui test holds the
 * two to the same markup) without lucide's generic builder, ~1 kB gzip less on every route.
 */
function lightIcons(): Plugin {
  const factory = fileURLToPath(new URL('../../runtime/lucide-icon.ts', import.meta.url));
  const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
  return {
    name: 'kontor-light-icons',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '../createLucideIcon.mjs' && importer && icon.test(importer) ? factory : null),
  };
}

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
  resolve: { ...sourceResolve.resolve, alias: [noMessageParser, lightIntl, ...preactAliases(import.meta.url)] },
  plugins: [
    react(),
    lightIcons(),
    vanillaExtractPlugin(),
    themeHeadScript(),
    // Each load unit (the entry, every lazy screen or dialog) brings only the messages its code names.
    messageParts(fileURLToPath(new URL('../ui/src/i18n/compiled', import.meta.url)), fileURLToPath(new URL('../ui/src/i18n/lang', import.meta.url))),
    // The route's first screen painted from index.html itself, the bundle started after that paint.
    firstPaint(fileURLToPath(new URL('../ui/src/i18n/lang', import.meta.url))),
    // Brotli and gzip beside every text asset at build time; the server picks one by Accept-Encoding. Small files
    // too (a first visit loads dozens under 1 kB; brotli about halves them), each kept only when it is smaller.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 0, skipIfLargerOrEqual: true }),
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
          // What every route runs (React, the router's matcher, the data and intl layers) in
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
