/** Home-page recommendations (hot, popular) and ready-made full container loads, picked from the SKUs. */
import { CONTAINER_CAPACITIES, type ContainerType } from '@kontor/api/rules';
import type { Labels } from './labels.js';
import type { SkuSeed } from './skus.js';

const HOT_FAMILIES = [1, 6, 17, 13, 25, 8, 30, 22];
const POPULAR_FAMILIES = [2, 11, 19, 4, 29, 14, 27, 9];

/** The first product of a family that is in stock (a tile should not open on a sold-out item). */
function showcase(skus: SkuSeed[], familyId: number): SkuSeed {
  const found = skus.find(
    (s) => s.familyId === familyId && s.parentSkuId === null && s.stockCn + s.stockDe > 0,
  );
  if (!found) throw new Error(`Family ${familyId} has nothing in stock to recommend`);
  return found;
}

/** Rows [id, kind, skuId, sort]. */
export function recommendationRows(skus: SkuSeed[]): unknown[][] {
  return [
    ...HOT_FAMILIES.map((familyId, index) => ['hot', showcase(skus, familyId).id, index + 1]),
    ...POPULAR_FAMILIES.map((familyId, index) => [
      'popular',
      showcase(skus, familyId).id,
      index + 1,
    ]),
  ].map((row, index) => [index + 1, ...row]);
}

interface LoadSeed {
  id: number;
  cabinetType: ContainerType;
  labels: Labels;
  /** Family and its share of the container's volume. */
  shares: [familyId: number, share: number][];
}

const LOADS: LoadSeed[] = [
  {
    id: 1,
    cabinetType: '40H',
    labels: ['餐桌椅整柜', 'Dining season', 'Essgruppen-Saison', 'Saison des repas'],
    shares: [
      [1, 0.3],
      [2, 0.3],
      [6, 0.2],
      [7, 0.18],
    ],
  },
  {
    id: 2,
    cabinetType: '40',
    labels: ['休闲整柜', 'Lounge container', 'Lounge-Container', 'Conteneur lounge'],
    shares: [
      [13, 0.4],
      [14, 0.3],
      [10, 0.27],
    ],
  },
  {
    id: 3,
    cabinetType: '20',
    labels: ['遮阳整柜', 'Shade starter', 'Sonnenschutz-Starter', 'Pack ombrage'],
    shares: [
      [17, 0.45],
      [19, 0.3],
      [21, 0.2],
    ],
  },
];

/** Whole cartons of each family's showcase SKU filling its share of the container. */
export function containerLoads(skus: SkuSeed[]) {
  return LOADS.map((load) => ({
    row: [load.id, load.cabinetType, showcase(skus, load.shares[0]![0]).image, load.id],
    labels: load.labels,
    items: load.shares.map(([familyId, share]) => {
      const sku = showcase(skus, familyId);
      const cartons = Math.max(
        1,
        Math.floor((CONTAINER_CAPACITIES[load.cabinetType] * share) / sku.cartonVolume),
      );
      return [load.id, sku.id, cartons * sku.packingUnit];
    }),
  }));
}
