// A build step of the storefront: index.html paints the route's first screen before any bundle, and the bundle starts
// after that paint. (1) The entry stylesheet (theme tokens, page styles) is inlined: no render-blocking request.
// (2) The first screen's CSS and its inline painter (src/first-screen/) are added, with the texts it shows in every
// language from the message catalogues. (3) The entry module is requested after the first
// frame, so the first paint never waits for it (a phone on a slow link shows the page's largest element at once).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, type HtmlTagDescriptor, type Plugin } from 'vite';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../api/src/rules/languages.js';
import { STORAGE_PREFIX } from '../api/src/rules/defaults.js';
import { SCREEN_BREAKPOINTS } from '../api/src/rules/breakpoints.js';
import { paintFirstScreen, type FirstScreenConfig } from './src/first-screen/paint.js';
import { firstScreenCss } from './src/first-screen/styles.js';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_DATA_MARKER, FIRST_SCREEN_ID } from './src/first-screen/ids.js';

/** The message ids the first screens show, by the name the painter uses. */
const TEXT_IDS = {
  containerCart: 'storefront.cart.containerTitle',
  homeTitle: 'storefront.browse.homeTitle',
  hot: 'storefront.browse.hot',
  artNo: 'storefront.browse.artNo',
  brand: 'storefront.browse.brand',
} as const;

function texts(langDir: string): FirstScreenConfig['texts'] {
  const result: FirstScreenConfig['texts'] = {};
  for (const language of LANGUAGES) {
    const dir = join(langDir, language);
    const catalogue: Record<string, string> = Object.assign({}, ...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))));
    result[language] = Object.fromEntries(Object.entries(TEXT_IDS).map(([name, id]) => [name, catalogue[id] ?? '']));
  }
  return result;
}

/**
 * Starts the entry after the first frame (at once in a hidden tab, where frames do not come). Without modulepreload
 * links: the entry names every chunk it needs directly, so they are fetched together one step after it, and adding
 * ~30 preload links from script costs a long task of its own on a phone's CPU.
 */
function startAfterFirstPaint(entry: string): string {
  const start = `function(){var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.append(s)}`;
  return `(function(start){document.visibilityState==="hidden"?start():requestAnimationFrame(function(){setTimeout(start)})})(${start});`;
}

/** An inline script as the page gets it: minified like the bundle (the functions' source text keeps their comments). */
function inline(code: string): string {
  const result = minifySync('inline.js', code, { compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`first-paint: an inline script does not minify: ${result.errors[0]!.message}`);
  return result.code;
}

export function firstPaint(langDir: string): Plugin {
  const config: FirstScreenConfig = {
    prefix: STORAGE_PREFIX,
    languages: LANGUAGES,
    fallbackLanguage: FALLBACK_LANGUAGE,
    texts: texts(langDir),
    dataId: FIRST_SCREEN_DATA_ID,
    hostId: FIRST_SCREEN_ID,
  };
  return {
    name: 'kontor-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const tags: HtmlTagDescriptor[] = [
          { tag: 'style', children: firstScreenCss(FIRST_SCREEN_ID, SCREEN_BREAKPOINTS), injectTo: 'head' },
          { tag: 'div', attrs: { id: FIRST_SCREEN_ID, 'aria-hidden': 'true' }, injectTo: 'body-prepend' },
          { tag: 'script', children: inline(`(${paintFirstScreen.toString()})(${JSON.stringify(config)});`), injectTo: 'body' },
        ];
        // The server puts the route's public data here (static.ts); the painter reads it.
        let page = html.replace('<div id="root">', `${FIRST_SCREEN_DATA_MARKER}<div id="root">`);
        const bundle = context.bundle;
        if (!bundle) return { html: page, tags };
        page = page.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        });
        page = page.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        let entry: string | undefined;
        page = page.replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_script, src: string) => {
          entry = src;
          return '';
        });
        if (entry) tags.push({ tag: 'script', children: inline(startAfterFirstPaint(entry)), injectTo: 'body' });
        return { html: page, tags };
      },
    },
  };
}
