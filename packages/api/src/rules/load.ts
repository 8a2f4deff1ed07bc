/**
 * Container load planning (beyond spec section 9's volume rules): how full each container type is by volume,
 * by weight and by stowage, which limit binds, what is still needed, and what fills the container.
 */
import {
  CONTAINER_CAPACITIES,
  CONTAINER_HINT_VOLUME,
  CONTAINER_TYPES,
  MAX_CART_VOLUME,
  exceedsVolumeCap,
  type ContainerType,
} from './containers.js';
import { quantityLimits } from './packing.js';

/**
 * Payload (kg of goods) per container type, used when the server's cabinet config sends none.
 * Source: ISO 668 maximum gross mass 30,480 kg less the typical tare of a steel dry container as the
 * carriers publish it (Hapag-Lloyd / Maersk container specifications: 20' about 2,250 kg, 40' about
 * 3,750 kg, 40'H about 3,900 kg), rounded down to the hundred. Road limits of the destination can be lower:
 * the cabinet config overrides these per type.
 */
export const CONTAINER_PAYLOADS = { '20': 28_200, '40': 26_700, '40H': 26_500 } as const satisfies Record<
  ContainerType,
  number
>;

/** The limits of one container type: m³ of space and kg of payload. */
export interface ContainerLimit {
  readonly capacity: number;
  readonly payload: number;
}
export type ContainerLimits = Readonly<Record<ContainerType, ContainerLimit>>;

export const DEFAULT_CONTAINER_LIMITS: ContainerLimits = {
  '20': { capacity: CONTAINER_CAPACITIES['20'], payload: CONTAINER_PAYLOADS['20'] },
  '40': { capacity: CONTAINER_CAPACITIES['40'], payload: CONTAINER_PAYLOADS['40'] },
  '40H': { capacity: CONTAINER_CAPACITIES['40H'], payload: CONTAINER_PAYLOADS['40H'] },
};

/** A cabinet config answer (tipps/min) may carry a type's capacity and payload; what it carries wins. */
export interface CabinetLimitHint {
  readonly cabinetType?: string | null;
  readonly capacity?: number | null;
  readonly payload?: number | null;
  readonly maxWeight?: number | null;
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The default limits overridden by whatever the server's cabinet config states per type. */
export function containerLimitsFrom(hints: readonly CabinetLimitHint[] | null | undefined): ContainerLimits {
  const limits: Record<ContainerType, ContainerLimit> = { ...DEFAULT_CONTAINER_LIMITS };
  for (const hint of hints ?? []) {
    const type = CONTAINER_TYPES.find((t) => t === hint.cabinetType);
    if (!type) continue;
    const payload = positive(hint.payload) ? hint.payload : hint.maxWeight;
    limits[type] = {
      capacity: positive(hint.capacity) ? hint.capacity : limits[type].capacity,
      payload: positive(payload) ? payload : limits[type].payload,
    };
  }
  return limits;
}

/** What the load plan needs of a cart line: unit volume (m³) and weight (kg), and how many fit per type. */
export interface LoadLine {
  readonly quantity?: number | null;
  readonly volume?: number | null;
  readonly weight?: number | null;
  readonly qty20?: number | null;
  readonly qty40?: number | null;
  readonly qty40h?: number | null;
}

export type LoadLimitKind = 'volume' | 'weight' | 'stowage';
export const LOAD_LIMIT_KINDS: readonly LoadLimitKind[] = ['volume', 'weight', 'stowage'];

/** The load of the cart in containers of one type; fills are fractions of one container (1 = full). */
export interface ContainerLoad {
  readonly type: ContainerType;
  readonly capacity: number;
  readonly payload: number;
  readonly volume: number;
  readonly weight: number;
  readonly fills: Readonly<Record<LoadLimitKind, number>>;
  /** The limit that fills first (ties go to volume, then weight). */
  readonly binding: LoadLimitKind;
  /** The binding fill: the largest of the three. */
  readonly fill: number;
  /** Containers of this type the cart needs (at least one). */
  readonly containers: number;
  /**
   * The spec's "m³ still needed for a full container": the capacity of the containers the cart's volume takes
   * (at least one) minus that volume (0 when exactly full). What the gauge tells the buyer.
   */
  readonly volumeToFill: number;
  /**
   * By stowage: m³ and kg of goods in the cart's mix until the binding limit fills the last container (cartons never
   * fill every m³, so this is smaller than volumeToFill when cartons or weight bind). An estimate, not the spec's figure.
   */
  readonly volumeNeeded: number;
  readonly weightNeeded: number;
}

function round(value: number, places = 2): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

const perTypeKey = { '20': 'qty20', '40': 'qty40', '40H': 'qty40h' } as const satisfies Record<
  ContainerType,
  keyof LoadLine
>;

/** How many of this line fit in one container of the type; undefined when the product does not say. */
export function quantityPerContainer(line: LoadLine, type: ContainerType): number | undefined {
  const value = line[perTypeKey[type]];
  return positive(value) ? value : undefined;
}

/** Sums one pass over the lines; kept allocation-free because it runs on every quantity change. */
function sums(lines: readonly LoadLine[], type: ContainerType, capacity: number) {
  let volume = 0;
  let weight = 0;
  let stowage = 0;
  for (const line of lines) {
    const quantity = line.quantity ?? 0;
    if (quantity <= 0) continue;
    const lineVolume = (line.volume ?? 0) * quantity;
    volume += lineVolume;
    weight += (line.weight ?? 0) * quantity;
    const perContainer = quantityPerContainer(line, type);
    // Cartons never fill every cubic metre: the stated stowage is the truest share; without it, the volume's.
    stowage += perContainer ? quantity / perContainer : lineVolume / capacity;
  }
  return { volume, weight, stowage };
}

/** Spec section 9: capacity minus the volume, in the whole containers the volume takes (at least one). */
export function volumeToFill(volume: number, capacity: number): number {
  const containers = Math.max(1, Math.ceil(round(volume / capacity, 9)));
  return round(containers * capacity - volume);
}

/** The load of the lines in containers of one type. */
export function containerLoad(
  lines: readonly LoadLine[],
  type: ContainerType,
  limits: ContainerLimits = DEFAULT_CONTAINER_LIMITS,
): ContainerLoad {
  const { capacity, payload } = limits[type];
  const total = sums(lines, type, capacity);
  const fills = {
    volume: round(total.volume / capacity, 9),
    weight: round(total.weight / payload, 9),
    stowage: round(total.stowage, 9),
  };
  const binding = LOAD_LIMIT_KINDS.reduce((best, kind) => (fills[kind] > fills[best] ? kind : best), 'volume');
  const fill = fills[binding];
  const containers = Math.max(1, Math.ceil(fill));
  // The same mix scaled until the binding limit reaches a whole number of containers.
  const scale = fill > 0 ? containers / fill - 1 : 0;
  return {
    type,
    capacity,
    payload,
    volume: round(total.volume),
    weight: round(total.weight),
    fills,
    binding,
    fill,
    containers,
    volumeToFill: volumeToFill(total.volume, capacity),
    volumeNeeded: fill > 0 ? round(total.volume * scale) : capacity,
    weightNeeded: fill > 0 ? round(total.weight * scale) : payload,
  };
}

/** The whole load plan of a cart: every container type, the cap, the hint and the suggestion. */
export interface LoadPlan {
  readonly loads: readonly ContainerLoad[];
  readonly volume: number;
  readonly weight: number;
  /** Over the 65 m³ cap: the cart cannot be ordered (and the server refuses the change). */
  readonly exceedsCap: boolean;
  /** Below the 26 m³ a container 'can be': the hint is shown. */
  readonly belowHint: boolean;
  /** The smallest type one container of which holds the cart, else the fewest of the largest type. */
  readonly suggestion: { readonly type: ContainerType; readonly containers: number };
}

export function loadPlan(lines: readonly LoadLine[], limits: ContainerLimits = DEFAULT_CONTAINER_LIMITS): LoadPlan {
  const loads = CONTAINER_TYPES.map((type) => containerLoad(lines, type, limits));
  const fitting = loads.find((load) => load.fill <= 1);
  const largest = loads.at(-1)!;
  const volume = loads[0]!.volume;
  return {
    loads,
    volume,
    weight: loads[0]!.weight,
    exceedsCap: exceedsVolumeCap(volume),
    belowHint: volume < CONTAINER_HINT_VOLUME,
    suggestion: fitting
      ? { type: fitting.type, containers: 1 }
      : { type: largest.type, containers: largest.containers },
  };
}

/** The whole cartons of this line that still fit: its carton is `packingUnit` units. */
export interface FillLine extends LoadLine {
  readonly packingUnit?: number | null;
  /** The product's maximum per order (spec section 5): filling never passes it. */
  readonly maxOrderQty?: number | null;
}

/**
 * How many more units of this line fill the last container of the type without passing any limit
 * (volume, weight, stowage), the 65 m³ cap nor the product's maximum, in whole cartons; 0 when nothing
 * more fits.
 */
export function quantityToFill(
  lines: readonly LoadLine[],
  line: FillLine,
  type: ContainerType,
  limits: ContainerLimits = DEFAULT_CONTAINER_LIMITS,
): number {
  const load = containerLoad(lines, type, limits);
  const { capacity, payload } = limits[type];
  const unitVolume = line.volume ?? 0;
  const unitWeight = line.weight ?? 0;
  const perContainer = quantityPerContainer(line, type);
  const perUnit: Record<LoadLimitKind, number> = {
    volume: unitVolume / capacity,
    weight: unitWeight / payload,
    stowage: perContainer ? 1 / perContainer : unitVolume / capacity,
  };
  // Fill up to the container count the cart already needs; an exactly full cart has no room left.
  const target = load.containers;
  let units = Number.POSITIVE_INFINITY;
  for (const kind of LOAD_LIMIT_KINDS) {
    if (perUnit[kind] > 0) units = Math.min(units, (target - load.fills[kind]) / perUnit[kind]);
  }
  if (unitVolume > 0) units = Math.min(units, (MAX_CART_VOLUME - load.volume) / unitVolume);
  const { max } = quantityLimits({ packingUnit: line.packingUnit, maxOrderQty: line.maxOrderQty });
  if (max !== undefined) units = Math.min(units, max - (line.quantity ?? 0));
  if (!Number.isFinite(units) || units <= 0) return 0;
  const carton = positive(line.packingUnit) ? Math.floor(line.packingUnit) : 1;
  // A hair of rounding must not cost a whole carton.
  return Math.floor(units / carton + 1e-9) * carton;
}
