/** The HTTP application: request log, API routes, and the built storefront with history fallback. */
import { existsSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import { API_PATH_PREFIXES, THEME_COLOR_COOKIE, THEME_COOKIE, WIDGET_API_PREFIX } from '@kontor/api/rules';
import { getCookie } from 'hono/cookie';
import { compress } from 'hono/compress';
import type { Db } from './db/db.js';
import type { AppEnv } from './env.js';
import { fail } from './http/envelope.js';
import { ApiError } from './http/errors.js';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { MAX_JSON_BODY_BYTES, MAX_LOG_UPLOAD_BYTES, VALIDATION_KEYS } from '@kontor/api/rules';
import { inputErrorKey } from './http/db-errors.js';
import { isUnavailable } from './db/unavailable.js';
import { HEALTH_PREFIX, healthRoutes } from './http/health.js';
import { unavailable } from './http/unavailable.js';
import { partnerCors, widgetAssets } from './http/partners.js';
import { publicSurface } from './http/public-surface.js';
import { readAuthSettings, type AuthSettings } from './http/settings.js';
import { storefrontAssets, storefrontIndex } from './http/static.js';
import { NOT_FOUND_PATH, pageRenderer } from './http/server-render.js';
import { pageLanguage } from './seo/language.js';
import { createCatalogueCache, type CatalogueCache } from './http/catalogue-cache.js';
import { logRequest, nextRequestId } from './http/request-log.js';
import { publicBase } from './http/public-url.js';
import { keptPages } from './http/kept-pages.js';
import { pageHeads } from './seo/page-head.js';
import { pageKeyOf } from './seo/address.js';
import { seoRoutes } from './seo/routes.js';
import { catalogueRoutes } from './routes/catalogue/index.js';
import { customerRoutes } from './routes/customer/index.js';
import type { Reminders } from './stomp/reminders.js';
import { securityHeaders } from './http/security-headers.js';

export interface AppOptions {
  db: Db;
  staticDir?: string | undefined;
  /** The storefront's built server renderer (shop-app `dist-server/entry-server.js`); public pages are drawn with it. */
  rendererFile?: string | undefined;
  /** The built partner widgets (`widgets.js`, `widgets/`), served to any page; their data only to `partnerOrigins`. */
  widgetsDir?: string | undefined;
  /** Origins whose pages may read the widget calls (`/scgl/widget/*`) across origins. */
  partnerOrigins?: readonly string[];
  logRequests?: boolean;
  settings?: AuthSettings;
  /** Where status changes are pushed (the STOMP endpoint); without one, reminders go nowhere. */
  reminders?: Reminders;
  /** The catalogue cache, when the server's front door shares it (fast-reads.ts); else the app makes its own. */
  catalogueCache?: CatalogueCache;
  /** True once a shutdown has begun: `/health/ready` then answers 503, so a load balancer sends no more requests. */
  draining?: () => boolean;
}

/** Paths the API owns; everything else is the storefront's (history fallback). */
const API_PREFIXES = API_PATH_PREFIXES;

const silentReminders: Reminders = { remind: async () => {}, dropToken: () => {} };

/** Shared reference data from memory; an instance on PostgreSQL may share it with others, so it re-reads each second. */
export const catalogueCacheFor = (db: Db) => createCatalogueCache({ maxAgeMs: db.kind === 'postgres' ? 1000 : Infinity });

export function createApp({ db, staticDir, rendererFile, widgetsDir, partnerOrigins = [], logRequests = false, settings = readAuthSettings(), reminders = silentReminders, catalogueCache = catalogueCacheFor(db), draining = () => false }: AppOptions) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('db', db);
    c.set('settings', settings);
    c.set('reminders', reminders);
    const requestId = nextRequestId();
    c.set('requestId', requestId);
    await next();
    // API answers and failures carry the id support looks up; the storefront's files (a hundred on a first visit,
    // never logged with it) go without those bytes.
    if (c.res.status >= 500 || API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) {
      try {
        c.res.headers.set('X-Request-Id', requestId);
      } catch {
        // A response with immutable headers (a fetched file) goes without it.
      }
    }
    // Load balancers probe health every few seconds: those lines would bury the requests.
    if (logRequests && !c.req.path.startsWith(HEALTH_PREFIX)) logRequest(c.req.method, new URL(c.req.url).pathname, c.res.status, started);
  });
  app.use(securityHeaders);
  const isApi = (path: string) => API_PREFIXES.some((p) => path.startsWith(p));
  // A page's steps ask the app itself (at the configured public origin, without a session); an answer of 500 or more
  // (the database away) marks the page as fallen short, so it is served but not kept.
  type Own = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  const ownCalls = (c: Context<AppEnv>, fellShort: () => void): Own => {
    const base = publicBase(c);
    return async (input, init) => {
      const request = new Request(typeof input === 'string' ? new URL(input, base) : input, init);
      const target = new URL(request.url);
      const response = await app.request(new Request(new URL(target.pathname + target.search, base), request));
      if (response.status >= 500) fellShort();
      return response;
    };
  };
  // Pages drawn by the storefront's server renderer, from the app's own public answers (no session sent), asked at the
  // configured public origin: an answer's picture URLs are made on the origin asked, and a page must never carry one
  // made from a request's Host header.
  const renderer = staticDir && rendererFile ? pageRenderer(rendererFile, staticDir, catalogueCache) : undefined;
  const drawn = async (c: Context<AppEnv>, html: string, own: Own) => {
    if (!renderer) return html;
    const url = new URL(c.req.url);
    return renderer.render(html, url, pageLanguage(url, c.req.header('Cookie'), c.req.header('Accept-Language')), own as typeof fetch);
  };
  // Then the page's head tags for search engines and previews (a failure of any step leaves the page as it was).
  const heads = pageHeads(catalogueCache, renderer ? (path, language) => renderer.names(path, language) : undefined);
  const kept = keptPages<{ html: string; status: number }>(catalogueCache);
  const page = async (c: Context<AppEnv>, html: string) => {
    const url = new URL(c.req.url);
    // What the steps read of the request: the address (what of it the page reads), the public origin and the page's
    // language (address, cookie, Accept-Language).
    const key = [publicBase(c), pageKeyOf(url), pageLanguage(url, c.req.header('Cookie'), c.req.header('Accept-Language'))].join('\n');
    const made = await kept(key, html, async () => {
      let whole = true;
      const fellShort = () => void (whole = false);
      const own = ownCalls(c, fellShort);
      const rendered = await drawn(c, html, own).catch(() => (fellShort(), html));
      const page = await heads(c, rendered).catch(() => (fellShort(), { html: rendered, status: 200 }));
      // The not-found page, and any address no route of the storefront opens, say so to crawlers and link checkers.
      const unknown = url.pathname === NOT_FOUND_PATH || (await renderer?.isRoute(url.pathname)) === false;
      return { page: unknown ? { ...page, status: 404 } : page, whole };
    });
    // Painted in the visitor's theme and colour from the first byte (kept pages are the same for every theme).
    if (!renderer) return made;
    return { ...made, html: await renderer.themed(made.html, getCookie(c, THEME_COOKIE), getCookie(c, THEME_COLOR_COOKIE)) };
  };
  const index = staticDir ? storefrontIndex(staticDir, page) : undefined;
  // Server-menu pages live under API prefixes (`/admin/sysxxfsjl/index`): a browser opening one (a reload, a
  // deep link) asks for HTML and gets the storefront, which then calls the API with its token.
  app.use(async (c, next) => {
    const path = c.req.path;
    const wantsPage = c.req.method === 'GET' && /\/index$/.test(path) && (c.req.header('Accept') ?? '').includes('text/html');
    if (wantsPage && isApi(path) && index?.exists()) return index.respond(c);
    return next();
  });
  // Widget calls from partner pages: CORS for the allow-listed origins, nothing for others (before the cache answers).
  app.use(`${WIDGET_API_PREFIX}*`, partnerCors(partnerOrigins));
  // No JSON body is larger than this; uploads have their own limit (five files of 5 MB, src/routes/customer/files.ts).
  const limitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // The rest of the body is left unread on the socket: the connection must not carry another request.
        c.header('Connection', 'close');
        return fail(c, 413, VALIDATION_KEYS.requestTooLarge);
      },
    });
  const [jsonLimit, logLimit] = [limitOf(MAX_JSON_BODY_BYTES), limitOf(MAX_LOG_UPLOAD_BYTES)];
  for (const prefix of API_PREFIXES) {
    app.use(`${prefix.replace(/\/$/, '')}/*`, (c, next) => {
      // GET and HEAD carry no body (and asking for one would build a whole Request object per call).
      if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path === '/admin/sys-file/upload') return next();
      return (c.req.path === '/admin/log/logs' ? logLimit : jsonLimit)(c, next);
    });
  }
  // Large API answers (product pages, carts, lists) travel compressed; small ones are not worth it. The cache's reads
  // are compressed by the cache, once per entry.
  const compressLarge = compress({ threshold: 1024 });
  for (const prefix of API_PREFIXES) {
    app.use(`${prefix.replace(/\/$/, '')}/*`, (c, next) => (catalogueCache.serves(c.req.method, c.req.path) ? next() : compressLarge(c, next)));
  }
  app.use(catalogueCache.middleware);
  // Without a session, no answer carries prices or stock, and the price and stock calls answer 401 (inside
  // the cache, so that signed-out entries are kept without them).
  for (const prefix of API_PREFIXES) app.use(`${prefix.replace(/\/$/, '')}/*`, publicSurface);
  app.route('/', healthRoutes(db, draining));
  // robots.txt, sitemap.xml, favicon, touch icon and manifest: answered before the storefront's files.
  app.route('/', seoRoutes(catalogueCache));
  app.route('/', catalogueRoutes);
  app.route('/', customerRoutes);

  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    // A missing file (`/favicon.ico`, an old build's chunk) is a bare 404, not a copy of the page under its name.
    const isFile = /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
    // HEAD too (link checkers and preview bots ask it first): Hono answers it as the GET without the body.
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!isApi(path) && !isFile && reads && index?.exists()) return index.respond(c);
    return fail(c, 404, 'Resource does not exist');
  });
  if (widgetsDir) {
    const widgets = widgetAssets(widgetsDir);
    app.use('/widgets.js', widgets);
    app.use('/widgets/*', widgets);
  }
  if (staticDir && existsSync(staticDir)) {
    // `/` and `/index.html` get the revalidated index too, not serveStatic's uncached copy.
    app.get('/', (c) => (index?.exists() ? index.respond(c) : c.notFound()));
    app.get('/index.html', (c) => (index?.exists() ? index.respond(c) : c.notFound()));
    app.use('*', storefrontAssets(staticDir));
  }
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error.status, error.msg, error.details ?? null);
    // Input the database refused (a value out of range, an impossible date, a broken reference): the client's fault.
    const inputKey = inputErrorKey(error);
    if (inputKey) return fail(c, 400, inputKey);
    if (error instanceof HTTPException && error.status < 500) return fail(c, error.status, 'validation.invalid');
    // The database is away (restarting, failing over): try again in a moment. Logged once per outage by the pool.
    if (isUnavailable(error)) return unavailable(c);
    // Anything else is ours: logged with the request id, which the answer carries so support can find the line.
    const requestId = c.get('requestId');
    console.error(`[kontor] request ${requestId} ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ code: 1, msg: 'Unknown system error, report to the administrator', data: null, requestId }, 500);
  });
  return app;
}
