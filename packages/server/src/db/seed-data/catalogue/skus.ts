/**
 * The SKUs, generated deterministically (fixed-seed PRNG): ten per family (five colours × two sizes),
 * then spare parts for the first colour of each size. Same input, same catalogue, every start.
 */
import { CONTAINER_CAPACITIES } from '@kontor/api/rules';
import { BRAND_SEED, FAMILY_SEED, type FamilySeed } from './brands.js';
import type { Labels } from './labels.js';
import { COLOURS, type Colour } from './palette.js';
import { PROFILES } from './product-profiles.js';
import { PART_PROFILES, type PartKind, type Size } from './profiles.js';
import { partTexts, productTexts } from './sku-texts.js';

export interface SkuSeed {
  id: number;
  artNo: string;
  brandId: number;
  familyId: number;
  categoryId: number;
  unitPrice: number;
  discountPrice: number | null;
  volume: number;
  weight: number;
  colour: Colour;
  packingUnit: number;
  cartonVolume: number;
  qty20: number;
  qty40: number;
  qty40h: number;
  carton: readonly [number, number, number];
  open: readonly [number, number, number];
  stockCn: number;
  stockDe: number;
  stockProduction: number;
  /** Days from seeding until more stock arrives; null when nothing is on its way. */
  restockInDays: number | null;
  maxOrderQty: number | null;
  parentSkuId: number | null;
  image: string;
  names: Labels;
  descriptions: Labels;
}

/** mulberry32: a tiny, well-known PRNG; the fixed seed makes the catalogue reproducible. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, places: number) => Number(value.toFixed(places));
/** Shop prices end in .90. */
const shopPrice = (value: number) => Math.max(0.9, Math.round(value) - 0.1);
const between = (rand: () => number, min: number, max: number) =>
  min + Math.floor(rand() * (max - min + 1));

interface Shape {
  open: readonly [number, number, number];
  carton: readonly [number, number, number];
  perCarton: number;
}

function logistics(shape: Shape) {
  const cartonVolume = round((shape.carton[0] * shape.carton[1] * shape.carton[2]) / 1e6, 4);
  // Whole cartons only: a container is loaded carton by carton.
  const perContainer = (capacity: number) => Math.floor(capacity / cartonVolume) * shape.perCarton;
  return {
    cartonVolume,
    volume: round(cartonVolume / shape.perCarton, 4),
    packingUnit: shape.perCarton,
    qty20: perContainer(CONTAINER_CAPACITIES['20']),
    qty40: perContainer(CONTAINER_CAPACITIES['40']),
    qty40h: perContainer(CONTAINER_CAPACITIES['40H']),
  };
}

function stockOf(index: number, rand: () => number) {
  // Every ninth SKU is sold out everywhere ('temporarily unavailable') with more on its way.
  if (index % 9 === 4)
    return { stockCn: 0, stockDe: 0, stockProduction: 0, restockInDays: between(rand, 14, 70) };
  const stockCn = rand() < 0.15 ? 0 : between(rand, 20, 800);
  const stockDe = rand() < 0.25 ? 0 : between(rand, 5, 240);
  const stockProduction = rand() < 0.3 ? 0 : between(rand, 50, 1500);
  return {
    stockCn,
    stockDe,
    stockProduction,
    restockInDays: stockCn + stockDe === 0 ? between(rand, 14, 70) : null,
  };
}

const scale = (
  dims: readonly [number, number, number],
  factor: number,
): readonly [number, number, number] => [round(dims[0] * factor, 1), dims[1], dims[2]];

/** Five distinct colours per family (stepping by two through the ten of the palette). */
const familyColours = (family: FamilySeed) =>
  [0, 1, 2, 3, 4].map((k) => COLOURS[(family.id * 3 + k * 2) % COLOURS.length]!);

export function generateSkus(): SkuSeed[] {
  const rand = prng(20_271);
  const products: SkuSeed[] = [];
  const parts: {
    family: FamilySeed;
    size: Size;
    sizeIndex: number;
    parent: SkuSeed;
    kind: PartKind;
  }[] = [];
  for (const family of FAMILY_SEED) {
    const profile = PROFILES[family.categoryId];
    const brand = BRAND_SEED.find((b) => b.id === family.brandId);
    if (!profile || !brand) throw new Error(`Family ${family.name} has no profile or brand`);
    const brandFactor = 1 + (brand.id % 3) * 0.08;
    profile.sizes.forEach((size, sizeIndex) => {
      familyColours(family).forEach((colour, colourIndex) => {
        const id = products.length + 1;
        const artNo = `${brand.code}${String(family.id).padStart(2, '0')}-${sizeIndex + 1}${String(colourIndex + 1).padStart(2, '0')}`;
        const unitPrice = shopPrice(
          profile.price * size.factor * brandFactor * (0.97 + rand() * 0.06),
        );
        const open = scale(profile.open, size.factor);
        const sku: SkuSeed = {
          id,
          artNo,
          brandId: brand.id,
          familyId: family.id,
          categoryId: family.categoryId,
          unitPrice,
          discountPrice: rand() < 0.6 ? shopPrice(unitPrice * (0.8 + rand() * 0.15)) : null,
          weight: round(profile.weight * size.factor, 2),
          colour,
          ...logistics({
            open,
            carton: scale(profile.carton, size.factor),
            perCarton: profile.perCarton,
          }),
          carton: scale(profile.carton, size.factor),
          open,
          ...stockOf(id, rand),
          maxOrderQty: id % 5 === 2 ? profile.perCarton * between(rand, 5, 40) : null,
          parentSkuId: null,
          image: `/admin/sys-file/sku-${artNo.toLowerCase()}.png`,
          ...productTexts({ family, brand, profile, size, colour, open }),
        };
        products.push(sku);
        if (colourIndex === 0)
          for (const kind of profile.parts)
            parts.push({ family, size, sizeIndex, parent: sku, kind });
      });
    });
  }
  const spares = parts.map(({ family, size, parent, kind }, index): SkuSeed => {
    const part = PART_PROFILES[kind];
    const id = products.length + index + 1;
    const artNo = `${parent.artNo}-${kind.slice(0, 2).toUpperCase()}`;
    const unitPrice = shopPrice(part.price * (0.95 + rand() * 0.1));
    return {
      ...parent,
      id,
      artNo,
      categoryId: part.categoryId,
      unitPrice,
      discountPrice: rand() < 0.3 ? shopPrice(unitPrice * 0.9) : null,
      weight: part.weight,
      ...logistics(part),
      carton: part.carton,
      open: part.open,
      ...stockOf(id, rand),
      maxOrderQty: id % 4 === 1 ? part.perCarton * between(rand, 2, 10) : null,
      parentSkuId: parent.id,
      image: `/admin/sys-file/sku-${artNo.toLowerCase()}.png`,
      ...partTexts({ family, size, part, parentArtNo: parent.artNo }),
    };
  });
  return [...products, ...spares];
}
