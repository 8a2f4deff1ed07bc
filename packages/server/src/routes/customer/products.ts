/** What the customer routes need to know of a SKU: stock, limits, volume, prices, and its name in a language. */
import { ID_RANGE, LANGUAGE_IDS, VALIDATION_KEYS, quantityProblem } from '@kontor/api/rules';
import type { Db } from '../../db/db.js';
import { notFound, refuse } from '../../http/errors.js';

export interface SkuFacts {
  id: number;
  art_no: string;
  name: string;
  brand: string | null;
  colour: string;
  image: string | null;
  volume: number;
  weight: number;
  unit_price: number;
  discount_price: number | null;
  stock_cn: number;
  stock_de: number;
  /** CN, DE and production stock together: zero means 'temporarily unavailable'. */
  stock: number;
  max_order_qty: number | null;
}

export const SKU_FACTS = `s.id, s.art_no, coalesce(l.name, s.art_no) AS name, b.name AS brand, coalesce(l.colour, s.colour) AS colour,
  s.image, s.volume::float8 AS volume, s.weight::float8 AS weight, s.unit_price::float8 AS unit_price,
  s.discount_price::float8 AS discount_price, s.stock_cn, s.stock_de, (s.stock_cn + s.stock_de + s.stock_production) AS stock,
  s.max_order_qty`;
export const SKU_JOINS = `LEFT JOIN sku_label l ON l.sku_id = s.id AND l.language_id = $LANG
  LEFT JOIN brand_label b ON b.brand_id = s.brand_id AND b.language_id = $LANG`;

export async function skuFacts(db: Db, skuIds: number[], languageId: number = LANGUAGE_IDS.en): Promise<Map<number, SkuFacts>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db.query<SkuFacts>(
    `SELECT ${SKU_FACTS} FROM sku s ${SKU_JOINS.replaceAll('$LANG', '$2')} WHERE s.id = ANY($1::int[])`,
    [skuIds, languageId],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The SKU, or 404 when there is none with this id. */
export function requireSku(facts: Map<number, SkuFacts>, skuId: number): SkuFacts {
  const sku = facts.get(skuId);
  if (!sku) throw notFound();
  return sku;
}

/** Refuses a quantity the client's own rule refuses: not selected, zero stock, over the maximum. */
export function checkQuantity(sku: SkuFacts, quantity: number) {
  const problem = quantityProblem(quantity, { stock: sku.stock, maxOrderQty: sku.max_order_qty });
  if (problem) throw refuse(problem);
}

/** A positive integer id from an entity id (number or numeric text); anything else names nothing. */
export function numericId(value: string | number): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < ID_RANGE.min || id > ID_RANGE.max) throw notFound();
  return id;
}
/** Serialises a member's cart and order writes: a row lock on the member, held to the transaction's end. */
export async function lockMember(tx: Db, userId: number): Promise<void> {
  await tx.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [userId]);
}

/** A SKU code (art. no.) the catalogue knows, else the 'unknown product' refusal. */
export async function requireKnownSkuCode(db: Db, skuCode: string | null | undefined): Promise<void> {
  if (!skuCode) return;
  const [row] = await db.query('SELECT 1 FROM sku WHERE art_no = $1', [skuCode.slice(0, 64)]);
  if (!row) throw refuse(VALIDATION_KEYS.skuUnknown);
}
