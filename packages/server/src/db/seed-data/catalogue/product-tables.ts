/** The rows of the product side of the catalogue: category tree, brands, families, SKUs, recommendations, container loads. */
import { BRAND_SEED, FAMILY_SEED } from './brands.js';
import { CATEGORY_SEED } from './categories.js';
import { labelRows, same, type SeedTable } from './labels.js';
import { PROFILES } from './product-profiles.js';
import { containerLoads, recommendationRows } from './promotions.js';
import { familyDescription } from './sku-texts.js';
import type { SkuSeed } from './skus.js';

const DAY_MS = 86_400_000;

// prettier-ignore
const SKU_COLUMNS = [
  'id', 'art_no', 'brand_id', 'family_id', 'category_id', 'unit_price', 'discount_price', 'volume',
  'weight', 'colour', 'packing_unit', 'carton_volume', 'qty_20', 'qty_40', 'qty_40h', 'carton_l',
  'carton_w', 'carton_h', 'open_l', 'open_w', 'open_h', 'stock_cn', 'stock_de', 'stock_production',
  'restock_date', 'max_order_qty', 'is_spare_part', 'parent_sku_id', 'image', 'sort',
];

function skuRow(s: SkuSeed, restock: (days: number | null) => string | null): unknown[] {
  // prettier-ignore
  return [
    s.id, s.artNo, s.brandId, s.familyId, s.categoryId, s.unitPrice, s.discountPrice, s.volume,
    s.weight, s.colour.code, s.packingUnit, s.cartonVolume, s.qty20, s.qty40, s.qty40h, ...s.carton,
    ...s.open, s.stockCn, s.stockDe, s.stockProduction, restock(s.restockInDays), s.maxOrderQty,
    s.parentSkuId !== null, s.parentSkuId, s.image, s.id,
  ];
}

/** In insert order: parents before children (the tree top-down, products before their parts). */
export function productTables(skus: SkuSeed[], today = Date.now()): SeedTable[] {
  const restock = (days: number | null) =>
    days === null ? null : new Date(today + days * DAY_MS).toISOString().slice(0, 10);
  const brandOf = (id: number) => BRAND_SEED.find((b) => b.id === id)!;
  const loads = containerLoads(skus);
  return [
    ['category', ['id', 'parent_id', 'sort'], CATEGORY_SEED.map((c) => [c.id, c.parentId, c.sort])],
    [
      'category_label',
      ['category_id', 'language_id', 'label'],
      CATEGORY_SEED.flatMap((c) => labelRows(c.id, c.labels)),
    ],
    [
      'brand',
      ['id', 'code', 'logo', 'sort'],
      BRAND_SEED.map((b) => [
        b.id,
        b.code,
        `/admin/sys-file/brand-${b.code.toLowerCase()}.png`,
        b.id,
      ]),
    ],
    [
      'brand_label',
      ['brand_id', 'language_id', 'name', 'description'],
      BRAND_SEED.flatMap((b) => labelRows(b.id, same(b.name), b.description)),
    ],
    [
      'family',
      ['id', 'brand_id', 'category_id', 'image', 'sort'],
      FAMILY_SEED.map((f) => [
        f.id,
        f.brandId,
        f.categoryId,
        skus.find((s) => s.familyId === f.id)?.image,
        f.id,
      ]),
    ],
    [
      'family_label',
      ['family_id', 'language_id', 'name', 'description'],
      FAMILY_SEED.flatMap((f) =>
        labelRows(
          f.id,
          same(f.name),
          familyDescription(f, brandOf(f.brandId), PROFILES[f.categoryId]!),
        ),
      ),
    ],
    ['sku', SKU_COLUMNS, skus.map((s) => skuRow(s, restock))],
    [
      'sku_label',
      ['sku_id', 'language_id', 'name', 'description', 'colour'],
      skus.flatMap((s) => labelRows(s.id, s.names, s.descriptions, s.colour.labels)),
    ],
    ['recommendation', ['id', 'kind', 'sku_id', 'sort'], recommendationRows(skus)],
    ['container_load', ['id', 'cabinet_type', 'image', 'sort'], loads.map((l) => l.row)],
    [
      'container_load_label',
      ['load_id', 'language_id', 'title'],
      loads.flatMap((l) => labelRows(l.row[0] as number, l.labels)),
    ],
    ['container_load_item', ['load_id', 'sku_id', 'quantity'], loads.flatMap((l) => l.items)],
  ];
}
