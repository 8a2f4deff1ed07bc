// Builds the storefront; in development it proxies the API to the reference server on :8080.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { sourceResolve } from '../../vite.shared.js';
import { messageParts } from './messages.config.js';
import { inlineEntryCss } from './inline-css.config.js';
import { compileHints } from './compile-hints.config.js';
// The one home of the API's path prefixes (the server reads the same list); a relative import, since the
// config loads before any package is built.
import { API_PATH_PREFIXES } from '../api/src/rules/paths.js';

/**
 * Packages every route loads first, whatever it shows (checked against the login and home routes' first loads).
 * Not zod: the contract that checks answers loads with the first answer, and the forms that validate input load it
 * with them; nor jotai's utils (atomWithStorage), which only the order form's draft uses.
 */
const FRAMEWORK_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|regexparam|@tanstack[\\/](query-core|react-query)|jotai(?![\\/]dist[\\/]vanilla[\\/]utils)|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|use-sync-external-store)[\\/]/;

/** Modules read by most screens: their chunks stay files rather than a copy in each reader (see codeSplitting). */
const SHARED_PRIMITIVES = /packages[\\/]ui[\\/]src[\\/]components[\\/]|react-aria/;

/** Catalogues arrive compiled (formatjs AST), so react-intl's documented no-parser build keeps the ICU parser out. */
const noMessageParser = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' };

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
const keyOf = (property: AstNode) => (property.key as { name?: string; value?: unknown } | undefined)?.name ?? (property.key as { value?: unknown })?.value;

/** The ranges of `defaultMessage: '…'` in the message descriptors (objects with an `id`) of `node`, with their comma. */
function defaultMessageRanges(node: unknown, ranges: [number, number][] = []): [number, number][] {
  if (Array.isArray(node)) for (const child of node) defaultMessageRanges(child, ranges);
  if (!isNode(node)) return ranges;
  if (node.type === 'ObjectExpression') {
    const properties = (node.properties as AstNode[]).filter((property) => property.type === 'Property');
    const isDescriptor = properties.some((property) => keyOf(property) === 'id');
    properties.forEach((property, index) => {
      const text = (property.value as AstNode).type === 'Literal' || (property.value as AstNode).type === 'TemplateLiteral';
      if (!isDescriptor || keyOf(property) !== 'defaultMessage' || !text) return;
      const next = properties[index + 1];
      const previous = properties[index - 1];
      ranges.push(next ? [property.start, next.start] : previous ? [previous.end, property.end] : [property.start, property.end]);
    });
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') defaultMessageRanges(value, ranges);
  return ranges;
}

/**
 * The English `defaultMessage` of every message descriptor (`*.messages.ts`) leaves the build: each message arrives
 * with its chunk's catalogue part (messageParts), and a part that lacks one has the provider load the whole catalogue
 * (KontorLocaleProvider), so the texts were never shown; ~2 kB gzip on the home page.
 */
function noDefaultMessages(): Plugin {
  const descriptors = /[\\/]packages[\\/](ui|shop-app)[\\/]src[\\/].+\.messages\.ts$/;
  return {
    name: 'kontor-no-default-messages',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!descriptors.test(id)) return null;
      const ranges = defaultMessageRanges(parseAst(code)).sort((a, b) => b[0] - a[0]);
      let out = code;
      for (const [start, end] of ranges) out = out.slice(0, start) + out.slice(end);
      // Whole properties go within their lines: the other mappings stay as they were.
      return ranges.length > 0 ? { code: out, map: null } : null;
    },
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

/** The server renderer's build (`vite build --ssr`): the same components for Node, without the browser's delivery plugins. */
const serverBuild = defineConfig({
  ...sourceResolve,
  resolve: { ...sourceResolve.resolve, alias: [noMessageParser] },
  plugins: [react(), noDefaultMessages(), vanillaExtractPlugin()],
  // One self-contained file tree, React's production build in it: the server loads it without the app's dependencies.
  ssr: { ...sourceResolve.ssr, noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist-server', ssr: 'src/entry-server.tsx', sourcemap: true, emptyOutDir: true },
});

const browserBuild = defineConfig({
  ...sourceResolve,
  resolve: { ...sourceResolve.resolve, alias: [noMessageParser] },
  plugins: [
    react(),
    noDefaultMessages(),
    vanillaExtractPlugin(),
    themeHeadScript(),
    // Each load unit (the entry, every lazy screen or dialog) brings only the messages its code names.
    messageParts(fileURLToPath(new URL('../ui/src/i18n/compiled', import.meta.url)), fileURLToPath(new URL('../ui/src/i18n/lang', import.meta.url))),
    // The entry's stylesheet in index.html: the first paint waits for no stylesheet request.
    inlineEntryCss(),
    // Every chunk compiles on a background thread while it downloads (V8's compile hint).
    compileHints(),
    // Brotli and gzip beside every text asset at build time; the server picks one by Accept-Encoding. Small files
    // too (a first visit loads dozens under 1 kB; brotli about halves them), each kept only when it is smaller.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 0, skipIfLargerOrEqual: true }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Which files each screen needs (its CSS above all): the server renderer links them in the page it draws.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser the shop supports preloads modules natively: no polyfill in every route's entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required by the inlining below: the one entry's exports are nobody's API.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // What every route runs (React, the router's matcher, the data and intl layers) in
          // one chunk: fewer requests on a phone and one compression window, instead of a dozen small shared chunks.
          groups: [{ name: 'framework', test: FRAMEWORK_PACKAGES }],
          // Small shared chunks are copied into the chunks that read them (rolldown keeps one module state across the
          // copies): each request costs ~270 B of headers, and home made ~140 of them (149 -> 131 kB on the wire, 92
          // requests, less JS on every route but the order form, +5 kB there; /tmp/k/R-wire.md). Not inlined: styles
          // (Vite would copy their CSS into each reader's stylesheet, changing the cascade order) and the widely shared
          // primitives, whose copies would cost more than their requests.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: [/\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/, SHARED_PRIMITIVES] },
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
