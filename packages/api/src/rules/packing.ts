/** The buy box's quantity rules (spec section 5): steps of the packing unit, the single-product maximum, stock. */
import { UNIT_SPACE, formatFigure } from './format.js';

export interface PackingFacts {
  packingUnit?: number | null;
  maxOrderQty?: number | null;
}

export interface StockFacts {
  stockCn?: number | null;
  stockDe?: number | null;
  stockProduction?: number | null;
}

export interface QuantityLimits {
  /** One packing unit: the stepper moves by whole cartons. */
  step: number;
  /** The smallest orderable quantity: one packing unit (or the maximum, if that is smaller). */
  min: number;
  /** The largest orderable quantity: the product's maximum, rounded down to whole packing units; undefined = no limit. */
  max: number | undefined;
}

/** A packing unit as a whole step of at least 1 (a missing or odd value counts as single pieces). */
export function packingStep(packingUnit: number | null | undefined): number {
  return packingUnit && Number.isFinite(packingUnit) && packingUnit >= 1 ? Math.round(packingUnit) : 1;
}

/** What the stepper allows for a product. */
export function quantityLimits(product: PackingFacts): QuantityLimits {
  const step = packingStep(product.packingUnit);
  const limit = product.maxOrderQty;
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return { step, min: step, max: undefined };
  const wholeUnits = Math.floor(limit / step) * step;
  // A maximum below one carton still allows what it allows, rather than nothing.
  const max = wholeUnits >= step ? wholeUnits : Math.max(1, Math.floor(limit));
  return { step, min: Math.min(step, max), max };
}

/** A typed quantity moved to the nearest allowed one: whole packing units up, then capped at the maximum. */
export function snapQuantity(quantity: number | null | undefined, limits: QuantityLimits): number {
  const wanted = quantity && Number.isFinite(quantity) && quantity > 0 ? quantity : limits.min;
  const rounded = Math.ceil(wanted / limits.step) * limits.step;
  const capped = limits.max === undefined ? rounded : Math.min(rounded, limits.max);
  return Math.max(limits.min, capped);
}

/** CN, DE and production stock together; zero means 'temporarily unavailable' (as the server checks it). */
export function totalStock(product: StockFacts): number {
  return (product.stockCn ?? 0) + (product.stockDe ?? 0) + (product.stockProduction ?? 0);
}

/** A count of pieces or cartons: whole numbers with the language's thousands separator ('1,234'; mode 3: '1.234'; mode 4: '1 234'). */
export function formatCount(value: number | null | undefined, mode = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatFigure(value, mode, 'whole');
}

/**
 * A logistics volume in m³: two decimals like every figure, but up to four when the item is small, so a spare
 * part's 0.0002 m³ does not read as 0.00 m³ ('0.0002 m³'; mode 3: '0,0002 m³'), a no-break space before the unit.
 */
export function formatLogisticsVolume(value: number | null | undefined, mode = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return `${formatFigure(value, mode, 'fine')}${UNIT_SPACE}m³`;
}
