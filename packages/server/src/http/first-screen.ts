/**
 * The route's public data for index.html's first screen (packages/shop-app/src/first-screen/): on /detail the
 * product's name, art. no., brand and image, read through the app's own public catalogue call (so the catalogue
 * cache answers it and the public surface holds: never prices or stock). It travels as JSON in a
 * `<script type="application/json">` that the page's painter reads and sets as text: nothing from the request or
 * the database is ever written into the HTML as markup.
 */
import { languageId, type Language } from '@kontor/api/rules';
import { pageLanguage } from '../seo/language.js';
import { scriptJson } from './server-render.js';

/** The same names as the storefront's `src/first-screen/ids.ts` (the server does not import the app). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
export const FIRST_SCREEN_DATA_MARKER = '<!--kontor:first-screen-data-->';

export interface FirstScreenData {
  lang: Language;
  /** /detail: the product. */
  product?: { name?: string; artNo?: string; brand?: string | null; image?: string | null };
  /** / and /index: the images of the first hot products (their first row). */
  hot?: { image: string }[];
}

/** As many hot products as the widest first row shows (ProductGrid at 1200 px). */
const HOT_FIRST_ROW = 6;

/** Makes an in-process request to the app (Hono's `app.request`). */
export type InternalRequest = (path: string, init: RequestInit) => Response | Promise<Response>;

/** The language the page will most likely open in without stored settings: `?lang=`, else Accept-Language. */
export const requestLanguage = (url: URL, acceptLanguage: string | undefined): Language => pageLanguage(url, undefined, acceptLanguage);

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The public data of the page at `url`, or undefined when its first screen needs none (or the product is unknown). */
export async function firstScreenData(request: InternalRequest, url: URL, acceptLanguage: string | undefined): Promise<FirstScreenData | undefined> {
  if (url.pathname === '/' || url.pathname === '/index') return homeData(request, requestLanguage(url, acceptLanguage));
  if (url.pathname !== '/detail') return undefined;
  const skuId = url.searchParams.get('id') ?? url.searchParams.get('skuId');
  if (!skuId || !/^\d{1,12}$/.test(skuId)) return undefined;
  const lang = requestLanguage(url, acceptLanguage);
  // No Authorization header: the answer is the public one, whoever asks.
  const response = await request('/scgl/rfgoodsattrsku/yq/skuid', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ skuId, languageId: languageId(lang) }),
  });
  if (!response.ok) return undefined;
  const body = (await response.json().catch(() => undefined)) as { code?: number; data?: Record<string, unknown> } | undefined;
  const product = body?.code === 0 ? body.data : undefined;
  if (!product) return undefined;
  const images = Array.isArray(product.images) ? product.images : [];
  return {
    lang,
    product: { name: str(product.name), artNo: str(product.artNo), brand: str(product.brand) ?? null, image: str(images[0]) ?? str(product.image) ?? null },
  };
}

async function homeData(request: InternalRequest, lang: Language): Promise<FirstScreenData | undefined> {
  const response = await request(`/scgl/rfsystemgroupdata/recommend?languageId=${languageId(lang)}`, { method: 'GET' });
  if (!response.ok) return undefined;
  const body = (await response.json().catch(() => undefined)) as { code?: number; data?: unknown } | undefined;
  const tiles = body?.code === 0 && Array.isArray(body.data) ? (body.data as { type?: unknown; product?: { image?: unknown } | null }[]) : [];
  const hot = tiles
    .filter((tile) => tile.type === 'hot' && tile.product)
    .slice(0, HOT_FIRST_ROW)
    .map((tile) => ({ image: str(tile.product?.image) ?? '' }));
  return hot.length ? { lang, hot } : undefined;
}

/** index.html with the data in place of its marker, as JSON that cannot end the script element early. */
export function withFirstScreenData(html: string, data: FirstScreenData | undefined): string {
  if (!data || !html.includes(FIRST_SCREEN_DATA_MARKER)) return html;
  return html.replace(FIRST_SCREEN_DATA_MARKER, () => `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(data)}</script>`);
}
