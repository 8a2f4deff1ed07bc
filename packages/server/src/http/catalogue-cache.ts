/**
 * Catalogue reads served from memory: the category tree, recommendations, brands, families, product lists and
 * details, dictionaries and search words are the same for every buyer of a tenant and language, so each answer is
 * kept (with its compressed forms and an ETag) until the next write. Any successful write request (LEAVES_CATALOGUE
 * names those that are none) clears the whole cache: coarse, but it can never serve an answer older than a write
 * this instance saw. On PostgreSQL several instances may share the data, so there entries also expire after
 * `maxAgeMs` (another instance's write is seen within that time).
 *
 * Only user-independent answers may be listed in CACHED_READS: the key separates tenants and signed-in from
 * signed-out callers (a session is checked, never trusted from the cache), not one user from another. It separates
 * origins too: answers carry picture URLs on the origin asked, and a request naming another Host must never leave
 * its URLs in the answer the shop's own visitors get.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.js';
import { authenticate } from './auth.js';

/** Reads whose answers depend only on the path, the query or body, the tenant and whether the caller is signed in. */
export const CACHED_READS: readonly RegExp[] = [
  /^GET \/scgl\/rfcategory\/tree\//,
  /^POST \/scgl\/rfcategory\/skus$/,
  /^GET \/scgl\/rfsystemgroupdata\/(recommend|fcl\/detail)$/,
  /^GET \/fcl\/detail$/,
  /^GET \/scgl\/rfbrand\/brandlist\//,
  /^POST \/scgl\/rffamilys\/yq\/page$/,
  /^POST \/scgl\/rffamilygoods\/familys$/,
  /^GET \/scgl\/rffamilygoods\/yq\/recommend\//,
  /^POST \/scgl\/rfgoodsattrsku\/(yq\/skuid|goods)$/,
  /^GET \/scgl\/rfprice\/sku$/,
  /^(GET|POST) \/admin\/syspublicdict\/typelang$/,
  /^POST \/scgl\/search\/(getRecommendWord|getSearchWords|getSearchSkus)$/,
  /^POST \/scgl\/rfdataclass\/getAllDataClass$/,
  /^POST \/scgl\/rfdatainfomation\/getDataInfoByClassId$/,
  /^GET \/scgl\/company\/info$/,
];

/**
 * Requests by another method than GET that change no data a cached read answers: reads asked by POST (a product's
 * spare parts and 3D model, stock, the container limits), the session's and the captcha's steps, the client's log,
 * share visits, and a member's own cart and messages (no cached answer holds one user's data: the key never tells one
 * member from another). Every other successful request clears the cache: a product page's own reads had cleared it on
 * every visit, so no page or answer stayed kept while buyers browsed.
 */
export const LEAVES_CATALOGUE: readonly RegExp[] = [
  /^POST \/scgl\/rfcabinetconfig\/cabinetConfig\/(min|minOne|tipps|tippsOne)$/,
  /^POST \/scgl\/question\/getQuestionAndAnswerBySkuCode$/,
  /^POST \/scgl\/rfgoodsattrsku\/(skuCodes|quotation\/exportXls)$/,
  /^POST \/scgl\/rfmemberinvoice\/getByUid$/,
  /^POST \/scgl\/rfsparepartsproduct\/getRfSpareParts$/,
  /^POST \/scgl\/rfstockproduct\/(getLaterDate|getStockProduct)$/,
  /^POST \/scgl\/rfstoreorder\/getPortOfArrivals$/,
  /^POST \/scgl\/payment\/getByCurrency$/,
  /^POST \/scgl\/servicePost\/(getServiceById|getServiceResponse)$/,
  /^POST \/scgl\/threed\/getThreedBySkucode$/,
  /^POST \/admin\/sys-file\/down\/(QYcpxx|batch)$/,
  /^POST \/auth\/(oauth\/token|mobile\/token\/(sms|social))$/,
  /^DELETE \/auth\/token\/logout$/,
  /^POST \/scgl\/captcha\/(getCode|verify)$/,
  /^POST \/admin\/log\/logs$/,
  /^POST \/scgl\/share\/saveShareVisitData$/,
  /^(POST|PUT) \/scgl\/rfstorecart(\/addBatch|\/my\/page)?$/,
  /^DELETE \/scgl\/rfstorecart\/batchdel$/,
  /^(POST|PUT) \/admin\/sysxxfsjl(\/read|\/delBatch|\/sc)?$/,
  /^DELETE \/admin\/sysxxfsjl\/[^/]+$/,
];

interface Entry {
  etag: string;
  body: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  storedAt: number;
}

/** Below this many bytes compression costs more than it saves (the same threshold as the API's compress step). */
const COMPRESS_FROM = 1024;
const MAX_ENTRIES = 2000;

/** A cached answer as it goes on the wire. */
export interface CachedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

export interface CatalogueCache {
  middleware: MiddlewareHandler<AppEnv>;
  /**
   * The answer to a signed-out GET the cache already holds (no Authorization header, no body), else undefined: the
   * server's front door answers these before the app (see fast-reads.ts), with what the middleware would send.
   */
  peekSignedOut(request: { origin: string; path: string; pathAndQuery: string; tenant: string; ifNoneMatch?: string | undefined; acceptEncoding: string }): CachedAnswer | undefined;
  /** Whether the cache answers this read (and encodes the answer itself). */
  serves(method: string, path: string): boolean;
  /** Drops every entry (a write happened). */
  clear(): void;
  readonly size: number;
  /**
   * Whether something derived from catalogue data when `now()` gave `stamp` may still be used: no write since, and
   * younger than the entries' age limit. The pages' head tags and the sitemap (src/seo/) expire with the cache.
   */
  isCurrent(stamp: CacheStamp): boolean;
  /** The stamp to keep beside a derived value. */
  now(): CacheStamp;
}

/** When a derived value was made: the cache's clear count then, and the time. */
export interface CacheStamp {
  generation: number;
  at: number;
}

/** One entry per origin, tenant, kind of caller, method, path with query, and body. */
const keyOf = (origin: string, tenant: string, caller: string, method: string, pathAndQuery: string, body: string) =>
  `${origin}\n${tenant}\n${caller}\n${method}\n${pathAndQuery}\n${body}`;

export function createCatalogueCache({ maxAgeMs = Infinity }: { maxAgeMs?: number } = {}): CatalogueCache {
  const entries = new Map<string, Entry>();
  // Counts the clears: a value derived before one is out of date, however it was made.
  let generation = 0;
  const clearAll = () => {
    entries.clear();
    generation += 1;
  };
  const isCachedRead = (method: string, path: string) => CACHED_READS.some((pattern) => pattern.test(`${method} ${path}`));
  const fresh = (entry: Entry | undefined, now: number) => (entry && now - entry.storedAt <= maxAgeMs ? entry : undefined);

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if (method !== 'GET' && method !== 'HEAD' && !isCachedRead(method, path)) {
      await next();
      // Whatever this write changed, no cached read survives it.
      if (c.res.status < 400 && !LEAVES_CATALOGUE.some((pattern) => pattern.test(`${method} ${path}`))) clearAll();
      return;
    }
    if (!isCachedRead(method, path)) return next();

    const caller = c.req.header('Authorization') ? await authenticate(c).then(() => 'session', () => 'invalid') : 'anonymous';
    const tenant = c.req.header(c.var.settings.tenantHeader) ?? '';
    const body = method === 'POST' ? await c.req.text() : '';
    const key = keyOf(new URL(c.req.url).origin, tenant, caller, method, c.req.url.slice(c.req.url.indexOf(path)), body);
    const now = Date.now();
    let entry = fresh(entries.get(key), now);

    if (!entry) {
      await next();
      const type = c.res.headers.get('Content-Type') ?? '';
      if (c.res.status !== 200 || !type.startsWith('application/json')) return;
      const bytes = new Uint8Array(await c.res.clone().arrayBuffer());
      // Only complete successes are kept: a business error (code 1) is answered afresh next time.
      if (!new TextDecoder().decode(bytes.subarray(0, 12)).startsWith('{"code":0')) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entry = { etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`, body: bytes, storedAt: now };
      entries.set(key, entry);
    }
    const answer = encode(entry, c.req.header('If-None-Match'), c.req.header('Accept-Encoding') ?? '');
    c.res = new Response(answer.body && new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
  };

  return {
    middleware,
    peekSignedOut: ({ origin, path, pathAndQuery, tenant, ifNoneMatch, acceptEncoding }) => {
      if (!isCachedRead('GET', path)) return undefined;
      const entry = fresh(entries.get(keyOf(origin, tenant, 'anonymous', 'GET', pathAndQuery, '')), Date.now());
      return entry && encode(entry, ifNoneMatch, acceptEncoding);
    },
    serves: isCachedRead,
    clear: clearAll,
    get size() {
      return entries.size;
    },
    isCurrent: (stamp) => stamp.generation === generation && Date.now() - stamp.at <= maxAgeMs,
    now: () => ({ generation, at: Date.now() }),
  };
}

/** A cached answer: 304 when the caller holds it, else the best encoding it accepts (compressed once, kept). */
function encode(entry: Entry, ifNoneMatch: string | undefined, acceptEncoding: string): CachedAnswer {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ETag: entry.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
  if (ifNoneMatch === entry.etag) return { status: 304, headers, body: null };
  let body = entry.body;
  if (entry.body.length >= COMPRESS_FROM) {
    if (/\bbr\b/.test(acceptEncoding)) {
      entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      [body, headers['Content-Encoding']] = [entry.br, 'br'];
    } else if (/\bgzip\b/.test(acceptEncoding)) {
      entry.gzip ??= gzipSync(entry.body);
      [body, headers['Content-Encoding']] = [entry.gzip, 'gzip'];
    }
  }
  return { status: 200, headers, body };
}
