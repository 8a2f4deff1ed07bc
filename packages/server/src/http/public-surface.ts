/**
 * The public surface (issue 9, item 8): what answers without a session. Catalogue reads stay public, but
 * without prices or stock; the price and stock calls, the quotation sheet and everything customer-bound
 * need a session. The captcha, the share page's data and its visit record are public.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.js';
import { SESSION_ONLY_FIELDS } from '@kontor/api/rules';
import { authenticate } from './auth.js';

/** Reads that answer nothing but prices or stock: 401 without a session. */
export const SESSION_ONLY_READS: readonly string[] = [
  '/scgl/rfprice/sku',
  '/scgl/rfstockproduct/getStockProduct',
  '/scgl/rfstockproduct/getLaterDate',
  '/scgl/rfgoodsattrsku/quotation/exportXls',
];

/** Fields of prices and stock, left out of every answer to a caller without a session (their home: api/rules). */
export { SESSION_ONLY_FIELDS };

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SESSION_ONLY_FIELDS.has(key)).map(([key, item]) => [key, strip(item)]));
}

export const publicSurface: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SESSION_ONLY_READS.includes(c.req.path)) {
    await authenticate(c);
    return next();
  }
  const header = c.req.header('Authorization');
  const signedIn = header?.startsWith('Bearer ') ? await authenticate(c).then(() => true, () => false) : false;
  await next();
  if (signedIn || !c.res.headers.get('Content-Type')?.includes('application/json')) return;
  const body = strip(await c.res.clone().json().catch(() => undefined));
  if (body === undefined) return;
  const headers = new Headers(c.res.headers);
  headers.delete('Content-Length');
  headers.delete('ETag');
  c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
};
