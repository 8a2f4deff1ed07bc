// Mock handlers of the quick order's calls for screen stories: the SKU-code look-up over the server's seed
// catalogue (spare parts included) and addBatch with the same whole-carton rule the server applies.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { QUICK_ORDER_PROBLEMS, isWholePackingUnits, skuKey, type QuickOrderProduct } from '@kontor/api/rules';
import { generateSkus, type SkuSeed } from '../../packages/server/src/db/seed-data/catalogue/skus.js';

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: null, data });
const refuse = (msg: string) => HttpResponse.json({ code: 1, msg, data: null });

let catalogue: Map<string, SkuSeed> | undefined;
/** The seed's SKUs by art. no. (upper case), generated once. */
function seedByCode(): Map<string, SkuSeed> {
  catalogue ??= new Map(generateSkus().map((sku) => [skuKey(sku.artNo), sku]));
  return catalogue;
}

/** A seed SKU as POST /scgl/rfgoodsattrsku/skuCodes answers it (English name). */
export function quickOrderProductOf(sku: SkuSeed): QuickOrderProduct & Record<string, unknown> {
  return {
    skuId: sku.id,
    artNo: sku.artNo,
    skuCode: sku.artNo,
    name: sku.names[1],
    packingUnit: sku.packingUnit,
    maxOrderQty: sku.maxOrderQty,
    stockCn: sku.stockCn,
    stockDe: sku.stockDe,
    stockProduction: sku.stockProduction,
    stock: sku.stockCn + sku.stockDe + sku.stockProduction,
    volume: sku.volume,
    weight: sku.weight,
    unitPrice: sku.unitPrice,
  };
}

/** Seed products for quick-order stories: one of each case the row check tells apart. */
export function quickOrderSeed() {
  const all = [...seedByCode().values()].filter((sku) => sku.parentSkuId === null);
  const stock = (sku: SkuSeed) => sku.stockCn + sku.stockDe + sku.stockProduction;
  return {
    single: all.find((sku) => sku.packingUnit === 1 && stock(sku) > 0 && sku.maxOrderQty === null)!,
    boxed: all.find((sku) => sku.packingUnit > 1 && stock(sku) > 0 && sku.maxOrderQty === null)!,
    limited: all.find((sku) => sku.maxOrderQty !== null && stock(sku) > 0)!,
    soldOut: all.find((sku) => stock(sku) === 0)!,
  };
}

/** Batches the mock accepted, newest last (a story can assert what was sent). */
export const mockQuickOrderBatches: unknown[][] = [];

export const quickOrderHandlers: RequestHandler[] = [
  http.post('*/scgl/rfgoodsattrsku/skuCodes', async ({ request }) => {
    const body = (await request.json()) as { skuCodes?: string[] };
    const found = (body.skuCodes ?? []).map((code) => seedByCode().get(skuKey(code))).filter((sku): sku is SkuSeed => !!sku);
    return ok([...new Set(found)].map(quickOrderProductOf));
  }),
  http.post('*/scgl/rfstorecart/addBatch', async ({ request }) => {
    const lines = (await request.json()) as { skuId: number; quantity: number }[];
    const byId = new Map([...seedByCode().values()].map((sku) => [sku.id, sku]));
    const whole = new URL(request.url).searchParams.get('wholeCartons') === '1';
    if (whole && lines.some((line) => !isWholePackingUnits(line.quantity, byId.get(line.skuId)?.packingUnit))) {
      return refuse(QUICK_ORDER_PROBLEMS.notPacking);
    }
    mockQuickOrderBatches.push(lines);
    return ok(true);
  }),
];
