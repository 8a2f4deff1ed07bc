/**
 * Partner widgets (issue 16): the `<kontor-*>` elements run on partner pages and read public data here. Their calls
 * (`/scgl/widget/*`) answer an allow-listed partner origin (`KONTOR_PARTNER_ORIGINS`) with CORS, never with
 * credentials; any other foreign origin gets neither CORS headers nor data. Their code (`/widgets.js`, `/widgets/*`)
 * is public like the storefront's and may load anywhere.
 */
import { existsSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../env.js';
import { fail } from './envelope.js';
import { IMMUTABLE, REVALIDATE } from './static.js';

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** CORS for the widget calls: the allow-listed origin is echoed, without `Allow-Credentials`; others are refused. */
export function partnerCors(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    c.header('Vary', 'Origin', { append: true });
    const foreign = origin !== undefined && origin !== new URL(c.req.url).origin;
    if (foreign && !allowed.has(origin)) return fail(c, 403, 'No permission for this operation');
    if (c.req.method === 'OPTIONS') {
      // Only simple GETs are answered: no request header (no Authorization) is allowed across origins.
      if (foreign) {
        c.header('Access-Control-Allow-Origin', origin);
        c.header('Access-Control-Allow-Methods', 'GET');
        c.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      }
      return c.body(null, 204);
    }
    // HEAD is a GET without the body (link checkers, a partner's monitoring ask it), as on every other call; a 405
    // names what is allowed.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD, OPTIONS');
      return fail(c, 405, 'Resource does not exist');
    }
    await next();
    if (foreign) c.header('Access-Control-Allow-Origin', origin);
  };
}

/** The widgets' files: loader and stylesheet revalidated (fixed names), the hashed chunks kept for a year. */
export function widgetAssets(root: string): MiddlewareHandler<AppEnv> {
  const files = serveStatic({
    root,
    precompressed: true,
    onFound: (path, c) => {
      c.header('Cache-Control', /\/widgets\/.+-[\w-]{6,}\.js$/.test(path) ? IMMUTABLE : REVALIDATE);
      c.header('Vary', 'Accept-Encoding');
      // Module scripts and the fetched stylesheet are CORS requests from partner pages; no credentials are honoured.
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
  return async (c) => {
    if (!existsSync(root)) return fail(c, 404, 'Resource does not exist');
    // A missing widget file is a 404, not the storefront's index.html.
    return (await files(c, async () => {})) ?? fail(c, 404, 'Resource does not exist');
  };
}
