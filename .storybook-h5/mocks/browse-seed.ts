// The catalogue as the server answers it, built from its seed data: products in a language, brands, families,
// categories, recommendations and whole containers (for the browse mock handlers and the product stories).
import type { Product } from '@kontor/api/contract';
import { BRAND_SEED, FAMILY_SEED } from '../../packages/server/src/db/seed-data/catalogue/brands.js';
import { CATEGORY_SEED } from '../../packages/server/src/db/seed-data/catalogue/categories.js';
import { PROFILES } from '../../packages/server/src/db/seed-data/catalogue/product-profiles.js';
import { containerLoads, recommendationRows } from '../../packages/server/src/db/seed-data/catalogue/promotions.js';
import { familyDescription } from '../../packages/server/src/db/seed-data/catalogue/sku-texts.js';
import { generateSkus, type SkuSeed } from '../../packages/server/src/db/seed-data/catalogue/skus.js';
import { QUESTION_SEED } from '../../packages/server/src/db/seed-data/customer/content.js';

let all: SkuSeed[] | undefined;
/** Every SKU of the seed (products, then spare parts), generated once. */
export const seedSkus = (): SkuSeed[] => (all ??= generateSkus());

/** Index into a seed's Labels from a language id (1 zh ... 4 fr); English when unknown. */
export const labelIndex = (languageId: unknown): 0 | 1 | 2 | 3 => {
  const id = Number(languageId);
  return id >= 1 && id <= 4 ? ((id - 1) as 0 | 1 | 2 | 3) : 1;
};

const DAY_MS = 86_400_000;
/** Stored paths become absolute URLs on the page's origin, as the server makes them. */
const absolute = (path: string) => `${globalThis.location?.origin ?? 'http://localhost'}${path}`;

/** One SKU as the contract's product in a language (the server's toProduct). */
export function productOf(sku: SkuSeed, languageId: unknown): Product {
  const i = labelIndex(languageId);
  const brand = BRAND_SEED.find((b) => b.id === sku.brandId)!;
  const family = FAMILY_SEED.find((f) => f.id === sku.familyId);
  const image = absolute(sku.image);
  return {
    id: sku.id,
    skuId: sku.id,
    skuCode: sku.artNo,
    artNo: sku.artNo,
    name: sku.names[i],
    description: sku.descriptions[i],
    brand: brand.name,
    brandId: brand.id,
    familyId: sku.familyId,
    familyName: family?.name ?? null,
    categoryId: sku.categoryId,
    unitPrice: sku.unitPrice,
    discountPrice: sku.discountPrice,
    volume: sku.volume,
    weight: sku.weight,
    colour: sku.colour.labels[i],
    stockCn: sku.stockCn,
    stockDe: sku.stockDe,
    stockProduction: sku.stockProduction,
    laterDate: sku.restockInDays === null ? null : new Date(Date.UTC(2026, 10, 24) + sku.restockInDays * DAY_MS).toISOString().slice(0, 10),
    packingUnit: sku.packingUnit,
    cartonVolume: sku.cartonVolume,
    qty20: sku.qty20,
    qty40: sku.qty40,
    qty40h: sku.qty40h,
    cartonL: sku.carton[0],
    cartonW: sku.carton[1],
    cartonH: sku.carton[2],
    openL: sku.open[0],
    openW: sku.open[1],
    openH: sku.open[2],
    maxOrderQty: sku.maxOrderQty,
    isSparePart: sku.parentSkuId !== null,
    parentSkuId: sku.parentSkuId,
    image,
    images: [image],
  };
}

export const productsOf = (skus: SkuSeed[], languageId: unknown) => skus.map((sku) => productOf(sku, languageId));
export const findSku = (id: unknown) => seedSkus().find((sku) => String(sku.id) === String(id));

/** A product of the seed picked for the stories: in stock, with a maximum, or sold out. */
export function storySku(kind: 'inStock' | 'withMaximum' | 'soldOut'): SkuSeed {
  const products = seedSkus().filter((sku) => sku.parentSkuId === null);
  const found = products.find((sku) => {
    const stock = sku.stockCn + sku.stockDe + sku.stockProduction;
    if (kind === 'soldOut') return stock === 0;
    if (kind === 'withMaximum') return stock > 0 && sku.maxOrderQty !== null && sku.packingUnit > 1;
    return sku.stockCn > 0 && sku.stockDe > 0 && sku.maxOrderQty === null && sku.discountPrice !== null;
  });
  return found!;
}

/** A MyBatis-Plus page of a list. */
export function pageOf<T>(records: T[], current = 1, size = 20) {
  const start = (current - 1) * size;
  return { records: records.slice(start, start + size), total: records.length, size, current, pages: Math.max(1, Math.ceil(records.length / size)) };
}

export const seedBrands = (languageId: unknown) =>
  BRAND_SEED.map((b) => ({
    id: b.id,
    code: b.code,
    name: b.name,
    description: b.description[labelIndex(languageId)],
    logo: absolute(`/admin/sys-file/brand-${b.code.toLowerCase()}.png`),
    sort: b.id,
    familyCount: FAMILY_SEED.filter((f) => f.brandId === b.id).length,
  }));

export const seedFamilies = (languageId: unknown, brandId?: unknown) =>
  FAMILY_SEED.filter((f) => brandId == null || String(f.brandId) === String(brandId)).map((f) => {
    const brand = BRAND_SEED.find((b) => b.id === f.brandId)!;
    const image = seedSkus().find((s) => s.familyId === f.id)?.image;
    return {
      id: f.id,
      name: f.name,
      brandId: f.brandId,
      brand: brand.name,
      categoryId: f.categoryId,
      description: familyDescription(f, brand, PROFILES[f.categoryId]!)[labelIndex(languageId)],
      image: image ? absolute(image) : null,
    };
  });

/** The ids of a category and every category below it. */
export function subtree(id: number): number[] {
  const below = CATEGORY_SEED.filter((c) => c.parentId === id).flatMap((c) => subtree(c.id));
  return [id, ...below];
}

export const categoryNodeOf = (id: number, languageId: unknown) => {
  const seed = CATEGORY_SEED.find((c) => c.id === id);
  return seed ? { id: seed.id, label: seed.labels[labelIndex(languageId)], show: true, parentId: seed.parentId } : undefined;
};

export function categoryPath(id: number, languageId: unknown) {
  const path = [];
  let seed = CATEGORY_SEED.find((c) => c.id === id);
  while (seed) {
    path.unshift(categoryNodeOf(seed.id, languageId)!);
    const parentId = seed.parentId;
    seed = parentId === null ? undefined : CATEGORY_SEED.find((c) => c.id === parentId);
  }
  return path;
}

export const categoryChildren = (id: number, languageId: unknown) =>
  CATEGORY_SEED.filter((c) => c.parentId === id)
    .sort((a, b) => a.sort - b.sort)
    .map((c) => categoryNodeOf(c.id, languageId)!);

/** Home tiles: hot and popular products, then the whole-container offers. */
export function seedRecommendations(languageId: unknown) {
  const skus = seedSkus();
  const tiles = recommendationRows(skus).map(([id, kind, skuId, sort]) => {
    const product = productOf(findSku(skuId)!, languageId);
    return { id: id as number, type: kind as string, sort: sort as number, skuId: skuId as number, title: product.name, image: product.image, product };
  });
  const loads = containerLoads(skus).map((load) => ({
    id: `fcl-${String(load.row[0])}`,
    type: 'fcl',
    sort: load.row[3] as number,
    title: load.labels[labelIndex(languageId)],
    image: absolute(String(load.row[2])),
    link: `/CaDetail?id=${String(load.row[0])}`,
    cabinetType: load.row[1] as string,
  }));
  return [...tiles, ...loads];
}

const CAPACITY: Record<string, number> = { '20': 25, '40': 52, '40H': 60 };

export function seedWholeContainer(id: unknown, languageId: unknown) {
  const load = containerLoads(seedSkus()).find((l) => String(l.row[0]) === String(id));
  if (!load) return undefined;
  const products = load.items.map(([, skuId, quantity]) => ({ ...productOf(findSku(skuId)!, languageId), quantity: quantity as number }));
  const cabinetType = String(load.row[1]);
  return {
    id: load.row[0],
    title: load.labels[labelIndex(languageId)],
    image: absolute(String(load.row[2])),
    cabinetType,
    capacity: CAPACITY[cabinetType] ?? null,
    totalVolume: Math.round(products.reduce((sum, p) => sum + (p.volume ?? 0) * p.quantity, 0) * 100) / 100,
    products,
  };
}

/** The demo customer's questions on a product, as getQuestionAndAnswerBySkuCode answers them. */
export const seedQuestions = (skuCode: string) =>
  QUESTION_SEED.map((q, index) => ({
    id: index + 1,
    skuCode,
    content: q.content,
    answer: q.answer,
    closed: q.closed,
    mine: true,
    userName: 'ddp-buyer',
    createTime: `2026-11-${String(10 + index).padStart(2, '0')} 09:30:00`,
    answerTime: q.answer ? `2026-11-${String(11 + index).padStart(2, '0')} 14:00:00` : null,
  }));
