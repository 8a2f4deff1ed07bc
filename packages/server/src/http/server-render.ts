/**
 * Public pages drawn by the storefront's own server renderer (shop-app's built `dist-server/entry-server.js`, the same
 * React components as the browser's): the page's HTML goes into index.html's root with the styles its screen and
 * layout use, and the public answers it was drawn from travel as JSON for the browser to hydrate with. Loaded at run
 * time like the built storefront (the server does not import the app's source); without a build, pages go unrendered.
 * The same module names every page as the storefront's tab does, for the head's title.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@kontor/api/rules';
import type { CacheStamp, CatalogueCache } from './catalogue-cache.js';
import { pageKeyOf } from '../seo/address.js';
import { escapeHtml } from '../seo/escape.js';

/** The same names as shop-app's `src/ssr-routes.ts` (read in the browser before it hydrates). */
export const RENDERED_QUERIES_ID = 'kontor-queries';
export const RENDERED_ATTRIBUTE = 'data-rendered-lang';

/** How the storefront names a page (shop-app's `pageNames`): the route's own name, the shop's, and the tab's title. */
export interface PageNames {
  page: string | undefined;
  shop: string;
  title(page?: string): string;
}

interface Renderer {
  /** The screen's source file of the route a path opens, when the renderer draws it. */
  drawnScreenOf(path: string): string | undefined;
  /** Whether a path opens a route of the storefront (an older build without it: every path does). */
  isRoute?(path: string): boolean;
  LAYOUT_SOURCES: Record<string, string>;
  renderPage(href: string, language: Language, options: { fetch: typeof fetch }): Promise<{ html: string; queries: unknown; layout: string } | null>;
  pageNames(path: string, language: Language): Promise<PageNames>;
  /** `<html>`'s theme class and colour variables for the cookies' values (an older build without it: none). */
  documentTheme?(theme: string | undefined, color: string | undefined): { className: string; style: string };
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
type Drawn = Awaited<ReturnType<Renderer['renderPage']>>;

/**
 * A draw taking longer is given up: the request's page goes out undrawn (the app draws it in the browser), so a screen
 * that never settles on the server (one waiting for something only a browser has) cannot hold a request.
 */
const DRAW_LIMIT_MS = 5_000;

/** `work`, or a rejection once `ms` have passed. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not drawn within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** Drawn pages kept; more addresses (share links, product ids) push the oldest out. */
const MAX_PAGES = 500;

/** JSON inside a script element: nothing in it can end the element or open markup. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The stylesheets of a built module and every chunk it imports statically, in the order Vite loads them. */
export function stylesOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.imports ?? []).flatMap((child) => stylesOf(manifest, child, seen)), ...(entry.css ?? [])];
}

export interface PageRenderer {
  /** index.html with the page drawn into its root, or the same html when the route is not server-rendered. */
  render(html: string, url: URL, language: Language, fetcher: typeof fetch): Promise<string>;
  /** The storefront's names of the page at `path`; none without a built renderer. */
  names(path: string, language: Language): Promise<PageNames | undefined>;
  /** Whether `path` opens a route of the storefront; undefined without a built renderer (nobody knows). */
  isRoute(path: string): Promise<boolean | undefined>;
  /** The page with `<html>` in the visitor's theme and colour (the cookies' values), as the app will keep it. */
  themed(html: string, theme: string | undefined, color: string | undefined): Promise<string>;
}

/** Where the storefront shows an unknown address (its router moves there): the page the server answers 404 with. */
export const NOT_FOUND_PATH = '/404';

/**
 * @param cache when given, a drawn page is kept per address (what of it the page reads, seo/address.ts) and language
 *   (the same for every visitor: it is drawn signed out) until catalogue data changes, as the head tags are: a kept
 *   page costs a map lookup.
 * @param drawLimitMs how long a draw may take before the page is served undrawn (render rejects).
 */
export function pageRenderer(rendererFile: string, staticDir: string, cache?: Pick<CatalogueCache, 'now' | 'isCurrent'>, drawLimitMs = DRAW_LIMIT_MS): PageRenderer {
  let loaded: Promise<Renderer> | undefined;
  let manifest: Manifest | undefined;
  const kept = new Map<string, { page: Drawn; stamp: CacheStamp }>();
  const draw = async (renderer: Renderer, url: URL, language: Language, fetcher: typeof fetch): Promise<Drawn> => {
    const href = url.pathname + url.search;
    const key = `${pageKeyOf(url)}\n${language}`;
    const entry = kept.get(key);
    if (cache && entry && cache.isCurrent(entry.stamp)) return entry.page;
    // Stamped before the draw: a write while it runs leaves the entry out of date, never a stale one current.
    const stamp = cache?.now();
    // A draw from a failed answer (the database away) is served as it is, never kept.
    let failed = false;
    const watched = (async (...args: Parameters<typeof fetch>) => {
      const response = await fetcher(...args);
      if (response.status >= 500) failed = true;
      return response;
    }) as typeof fetch;
    const page = await within(renderer.renderPage(href, language, { fetch: watched }), drawLimitMs);
    if (stamp && !failed) {
      kept.delete(key);
      if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, { page, stamp });
    }
    return page;
  };
  const load = () => (loaded ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>);
  const texts = new Map<string, string>();
  // A built file's text never changes under its hashed name; `</` cannot occur in CSS outside a string, but a
  // stylesheet must never end the element early whatever it holds.
  const styleText = (file: string) => {
    let text = texts.get(file);
    if (text === undefined) texts.set(file, (text = readFileSync(join(staticDir, file), 'utf8').replace(/<\//g, '<\\/')));
    return text;
  };
  const readManifest = () => (manifest ??= JSON.parse(readFileSync(join(staticDir, '.vite/manifest.json'), 'utf8')) as Manifest);
  return {
    names: async (path, language) => (existsSync(rendererFile) ? (await load()).pageNames(path, language) : undefined),
    isRoute: async (path) => (existsSync(rendererFile) ? ((await load()).isRoute?.(path) ?? true) : undefined),
    async themed(html, theme, color) {
      if ((theme === undefined && color === undefined) || !existsSync(rendererFile)) return html;
      const drawn = (await load()).documentTheme?.(theme, color);
      if (!drawn) return html;
      // Only a known theme's class and derived `#rrggbb` tones come back; escaped all the same, as any attribute is.
      const attributes = ` class="${escapeHtml(drawn.className)}"${drawn.style ? ` style="${escapeHtml(drawn.style)}"` : ''}`;
      return html.replace(/<html\b([^>]*)>/, (_tag, others: string) => `<html${others.replace(/\s+(class|style)="[^"]*"/g, '')}${attributes}>`);
    },
    async render(html, url, language, fetcher) {
      if (!existsSync(rendererFile) || !html.includes('<div id="root"></div>')) return html;
      const renderer = await load();
      // An address no route opens shows the not-found page (without JavaScript too; the app moves there itself).
      const shown = renderer.isRoute?.(url.pathname) === false ? new URL(NOT_FOUND_PATH, url) : url;
      const screen = renderer.drawnScreenOf(shown.pathname);
      if (!screen) return html;
      const page = await draw(renderer, shown, language, fetcher);
      if (!page) return html;
      const layout = renderer.LAYOUT_SOURCES[page.layout];
      const files = readManifest();
      const styles = [...new Set([...(layout ? stylesOf(files, layout) : []), ...stylesOf(files, screen)])].filter((file) => !html.includes(`/${file}"`));
      // Inlined as index.html inlines the entry's: a stylesheet request would hold the first paint on a slow link
      // (Lighthouse's login LCP went from 955 to 1284 ms with eleven linked files). `data-href` names each file.
      const inlined = styles.map((file) => `<style data-href="/${file}">${styleText(file)}</style>`).join('');
      // The screen's code is not preloaded from here: ~60 modulepreload links in the head cut Lighthouse's TBT on the
      // product page (1254 -> 865 ms) but put those bytes before the first paint in its simulation (LCP 2.2 -> 3.0-3.7 s).
      const data = `<script type="application/json" id="${RENDERED_QUERIES_ID}">${scriptJson(page.queries)}</script>`;
      return html
        .replace('</head>', () => `${inlined}</head>`)
        // The drawn page has its own header: index.html's stand-in frame would cover it (and stay, without scripts).
        .replace(/<div id="boot-frame"[^>]*><\/div>/, '')
        .replace('<div id="root"></div>', () => `<div id="root" ${RENDERED_ATTRIBUTE}="${language}">${page.html}</div>${data}`);
    },
  };
}
