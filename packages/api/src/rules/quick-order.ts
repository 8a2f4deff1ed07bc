/**
 * Quick order (issue 13, item 6): pasted `SKU quantity` lines read into rows and each row checked against the
 * catalogue (unknown SKU, zero stock, over the single-product maximum, not whole packing units, bad quantity).
 * The same rules refuse a quick order's batch on the server (`wholeCartons` of POST addBatch).
 */
import { MAX_LINES_PER_REQUEST, QUANTITY_RANGE, TEXT_MAX_LENGTH } from './limits.js';
import { packingStep, totalStock, type StockFacts } from './packing.js';

/** At most this many rows are checked and added at once: one addBatch request. */
export const QUICK_ORDER_MAX_ROWS = MAX_LINES_PER_REQUEST;

/** Why a row cannot go to the cart; the ui translates each key (with the figures of the row). */
export const QUICK_ORDER_PROBLEMS = {
  unreadable: 'quickOrder.line.unreadable',
  quantityInvalid: 'quickOrder.quantity.invalid',
  skuUnknown: 'quickOrder.sku.unknown',
  stockZero: 'quickOrder.stock.zero',
  overMaximum: 'quickOrder.quantity.max',
  notPacking: 'quickOrder.quantity.packing',
  tooManyRows: 'quickOrder.rows.tooMany',
  /** The container order would hold more than 65 m³ with this row (MAX_CART_VOLUME). */
  volumeCap: 'validation.cart.volumeCap',
} as const;
export type QuickOrderProblem = (typeof QUICK_ORDER_PROBLEMS)[keyof typeof QUICK_ORDER_PROBLEMS];

/** One non-empty line of the box: its 1-based line number, the text as typed, and what was read from it. */
export interface QuickOrderLine {
  line: number;
  raw: string;
  sku: string;
  quantityText: string;
  /** A whole number in QUANTITY_RANGE, else null (the row is refused as a bad quantity). */
  quantity: number | null;
}

/** What a row needs to know of a product. Leave `stock` out when it is not known (public data): not checked then. */
export interface QuickOrderProduct extends StockFacts {
  skuId: string | number;
  artNo: string;
  skuCode?: string | null;
  name?: string | null;
  packingUnit?: number | null;
  maxOrderQty?: number | null;
  stock?: number | null;
}

export type QuickOrderStatus = 'valid' | 'error' | 'merged';

export interface QuickOrderRow extends QuickOrderLine {
  status: QuickOrderStatus;
  problem?: QuickOrderProblem;
  product?: QuickOrderProduct;
  /** A duplicate line merged into the row of this line number (its quantity counts there). */
  mergedInto?: number;
  /** The first line of a SKU: the other lines merged into it (their quantities are in `quantity`). */
  mergedLines?: number[];
  /** What the chosen cart already holds of this SKU, when it counts against the maximum. */
  inCart?: number;
}

/** Tab, comma, semicolon or spaces separate the SKU from the quantity. */
const SEPARATORS = /[\t,;\s]+/;
const HEADER_QUANTITY = /^(qty|quantity|menge|anzahl|quantité|quantite|qté|数量)$/i;

/** A typed quantity: digits only (no signs, decimals or thousands separators), within QUANTITY_RANGE. */
export function readQuantity(text: string): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= QUANTITY_RANGE.min && value <= QUANTITY_RANGE.max ? value : null;
}

/** SKUs are matched without regard to case or surrounding space, as buyers type them. */
export const skuKey = (sku: string): string => sku.trim().toUpperCase();

/**
 * The box's text as lines: empty lines are skipped (but counted, so line numbers match what the user sees),
 * and a first line that is a header (`SKU, QTY`) is skipped too.
 */
export function parseQuickOrderText(text: string): QuickOrderLine[] {
  const lines: QuickOrderLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const tokens = raw.trim().split(SEPARATORS).filter(Boolean);
    if (tokens.length === 0) return;
    if (lines.length === 0 && tokens.length === 2 && HEADER_QUANTITY.test(tokens[1]!)) return;
    // One SKU and one quantity; anything else cannot be read safely (which token is the quantity?).
    const readable = tokens.length === 2 && tokens[0]!.length <= TEXT_MAX_LENGTH.code;
    const quantityText = readable ? tokens[1]! : '';
    lines.push({
      line: index + 1,
      raw,
      sku: readable ? tokens[0]! : raw.trim().slice(0, TEXT_MAX_LENGTH.code),
      quantityText,
      quantity: readable ? readQuantity(quantityText) : null,
    });
  });
  return lines;
}

/** Lines back into the box's text, one `SKU<TAB>quantity` a line (the hand-off's and the CSV's form). */
export function quickOrderText(lines: readonly { sku: string; quantityText?: string; quantity?: number | null }[]): string {
  return lines.map((line) => `${line.sku}\t${line.quantityText ?? line.quantity ?? ''}`).join('\n');
}

/** Whether a quantity is a whole number of packing units (a missing packing unit counts as single pieces). */
export function isWholePackingUnits(quantity: number, packingUnit: number | null | undefined): boolean {
  return quantity % packingStep(packingUnit) === 0;
}

/**
 * The first rule a quantity of a known product breaks, or undefined when it may go to the cart. The maximum holds
 * for the cart line the quantity joins (`inCart` already there), as the server checks it.
 */
export function quickOrderQuantityProblem(quantity: number, product: QuickOrderProduct, inCart = 0): QuickOrderProblem | undefined {
  const known = product.stock !== undefined || product.stockCn !== undefined || product.stockDe !== undefined;
  if (known && (product.stock ?? totalStock(product)) <= 0) return QUICK_ORDER_PROBLEMS.stockZero;
  if (product.maxOrderQty != null && quantity + inCart > product.maxOrderQty) return QUICK_ORDER_PROBLEMS.overMaximum;
  if (!isWholePackingUnits(quantity, product.packingUnit)) return QUICK_ORDER_PROBLEMS.notPacking;
  return undefined;
}

/**
 * Checks the lines against the products found for their SKUs. Lines of the same SKU are merged into its first
 * line (as the cart itself adds a SKU to the line it has), and the sum is checked there; the later lines say
 * where they went. Lines beyond QUICK_ORDER_MAX_ROWS are refused, not dropped, so nothing typed is lost.
 */
export function checkQuickOrder(
  lines: readonly QuickOrderLine[],
  products: readonly QuickOrderProduct[],
  /** Quantities the chosen cart already holds, by SKU id (as text): they count against each maximum. */
  inCart: ReadonlyMap<string, number> = new Map(),
): QuickOrderRow[] {
  const bySku = new Map<string, QuickOrderProduct>();
  for (const product of products) {
    bySku.set(skuKey(product.artNo), product);
    if (product.skuCode) bySku.set(skuKey(product.skuCode), product);
  }
  const rows: QuickOrderRow[] = lines.map((line, index) => {
    if (index >= QUICK_ORDER_MAX_ROWS) return { ...line, status: 'error', problem: QUICK_ORDER_PROBLEMS.tooManyRows };
    if (line.quantityText === '' || line.sku.length > TEXT_MAX_LENGTH.code) return { ...line, status: 'error', problem: QUICK_ORDER_PROBLEMS.unreadable };
    const product = bySku.get(skuKey(line.sku));
    if (!product) return { ...line, status: 'error', problem: QUICK_ORDER_PROBLEMS.skuUnknown };
    if (line.quantity === null) return { ...line, product, status: 'error', problem: QUICK_ORDER_PROBLEMS.quantityInvalid };
    return { ...line, product, status: 'valid' };
  });
  const first = new Map<string | number, QuickOrderRow>();
  for (const row of rows) {
    if (row.status !== 'valid' || !row.product) continue;
    const head = first.get(row.product.skuId);
    if (!head) {
      first.set(row.product.skuId, row);
      continue;
    }
    head.quantity = (head.quantity ?? 0) + (row.quantity ?? 0);
    head.mergedLines = [...(head.mergedLines ?? []), row.line];
    row.status = 'merged';
    row.mergedInto = head.line;
  }
  for (const head of first.values()) {
    const already = inCart.get(String(head.product!.skuId)) ?? 0;
    const problem = quickOrderQuantityProblem(head.quantity ?? 0, head.product!, already);
    if (problem) Object.assign(head, { status: 'error', problem }, already > 0 ? { inCart: already } : {});
  }
  return rows;
}

/** The rows that go to the cart: valid ones, each a SKU once with its merged quantity. */
export const quickOrderValidRows = (rows: readonly QuickOrderRow[]): QuickOrderRow[] =>
  rows.filter((row) => row.status === 'valid');

/** The lines that stay in the box after the valid rows went to the cart: failed rows and what was merged into them. */
export function quickOrderLeftovers(rows: readonly QuickOrderRow[]): QuickOrderRow[] {
  const failed = new Set(rows.filter((row) => row.status === 'error').map((row) => row.line));
  return rows.filter((row) => failed.has(row.line) || (row.mergedInto !== undefined && failed.has(row.mergedInto)));
}
