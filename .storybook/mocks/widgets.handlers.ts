// Mock handlers of the partner widgets' public calls (`/scgl/widget/*`) for their stories: the server's seed data
// in the asked language, without prices or stock, as the server answers a partner page.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { SESSION_ONLY_FIELDS, WIDGET_API, skuKey } from '@kontor/api/rules';
import { COMPANY_INFO_SEED } from '../../packages/server/src/db/seed-data/catalogue/site.js';
import { productOf, seedSkus, labelIndex } from './browse-seed.js';
import { ok, seedClassFiles, seedDataClasses } from './header.handlers.js';

const params = (request: Request) => new URL(request.url).searchParams;
const language = (request: Request) => Number(params(request).get('languageId'));
/** As the server answers a caller without a session: no prices, no stock. */
const withoutSession = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([key]) => !SESSION_ONLY_FIELDS.has(key)));
const bySku = (sku: string) => seedSkus().find((seed) => skuKey(seed.artNo) === skuKey(sku));

/** An article number of the seed for the stories (a product in stock with a packing unit). */
export const widgetStorySku = () => seedSkus().find((sku) => sku.parentSkuId === null && sku.packingUnit > 1)!.artNo;

export const widgetHandlers: RequestHandler[] = [
  http.get(`*${WIDGET_API.product}`, ({ request }) => {
    const sku = bySku(params(request).get('sku') ?? '');
    if (!sku) return HttpResponse.json({ code: 1, msg: 'Resource does not exist', data: null }, { status: 404 });
    return ok(withoutSession(productOf(sku, language(request))));
  }),
  http.get(`*${WIDGET_API.skus}`, ({ request }) => {
    const found = (params(request).get('skus') ?? '').split(',').map(bySku).filter((sku) => sku !== undefined);
    return ok(
      [...new Set(found)].map((sku) => ({
        skuId: sku.id,
        artNo: sku.artNo,
        skuCode: sku.artNo,
        name: sku.names[labelIndex(language(request))],
        packingUnit: sku.packingUnit,
        maxOrderQty: sku.maxOrderQty,
      })),
    );
  }),
  http.get(`*${WIDGET_API.dataClasses}`, ({ request }) => ok(seedDataClasses(language(request)))),
  http.get(`*${WIDGET_API.files}`, ({ request }) => ok(seedClassFiles(language(request), params(request).get('classId')))),
  http.get(`*${WIDGET_API.company}`, ({ request }) => {
    const index = labelIndex(language(request));
    const info: Record<string, string | string[]> = Object.fromEntries(COMPANY_INFO_SEED.map((entry) => [entry.key, entry.labels[index] ?? '']));
    info.phones = COMPANY_INFO_SEED.filter((entry) => entry.key.startsWith('phone')).map((entry) => entry.labels[index] ?? '');
    return ok(info);
  }),
];
