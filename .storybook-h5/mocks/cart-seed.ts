// Cart lines built from the server's seed catalogue, for the cart stories and the cart mock handlers.
import { generateSkus, type SkuSeed } from '../../packages/server/src/db/seed-data/catalogue/skus.js';

let skus: SkuSeed[] | undefined;
/** The seed's products (not spare parts), generated once. */
export function seedProducts(): SkuSeed[] {
  skus ??= generateSkus().filter((sku) => sku.parentSkuId === null);
  return skus;
}

/** A cart line as GET /scgl/rfstorecart/my/page answers it (English texts). */
export function cartLineOf(sku: SkuSeed, quantity: number, id = sku.id) {
  return {
    id,
    skuId: sku.id,
    artNo: sku.artNo,
    name: sku.names[1],
    colour: sku.colour.labels[1],
    image: sku.image,
    quantity,
    unitPrice: sku.unitPrice,
    discountPrice: sku.discountPrice,
    volume: sku.volume,
    weight: sku.weight,
    stockCn: sku.stockCn,
    stockDe: sku.stockDe,
    stock: sku.stockCn + sku.stockDe + sku.stockProduction,
    maxOrderQty: sku.maxOrderQty,
    packingUnit: sku.packingUnit,
    cartonVolume: sku.cartonVolume,
    qty20: sku.qty20,
    qty40: sku.qty40,
    qty40h: sku.qty40h,
    cartType: 1,
  };
}

/** `count` lines of in-stock products, one packing unit each (or `cartons` of them). */
export function seedCartLines(count: number, cartons = 1) {
  const inStock = seedProducts().filter((sku) => sku.stockCn + sku.stockDe + sku.stockProduction > 0);
  return inStock.slice(0, count).map((sku) => cartLineOf(sku, sku.packingUnit * cartons));
}
