/** Reads SKUs in one language and answers them as the contract's `product` (the wire's camelCase names). */
import type { Context } from 'hono';
import type { Product } from '@kontor/api/contract';
import type { Db } from '../../db/db.js';
import { notFound } from '../../http/errors.js';
import { pageOf, type PageArgs } from '../../http/paging.js';

/** A SKU row joined with its texts in one language; numeric columns arrive as text from PostgreSQL. */
export interface SkuRow {
  id: number;
  art_no: string;
  brand_id: number;
  family_id: number | null;
  category_id: number;
  unit_price: string;
  discount_price: string | null;
  volume: string;
  weight: string;
  colour: string;
  colour_label: string | null;
  packing_unit: number;
  carton_volume: string;
  qty_20: number;
  qty_40: number;
  qty_40h: number;
  carton_l: string;
  carton_w: string;
  carton_h: string;
  open_l: string;
  open_w: string;
  open_h: string;
  stock_cn: number;
  stock_de: number;
  stock_production: number;
  restock_date: string | null;
  max_order_qty: number | null;
  is_spare_part: boolean;
  parent_sku_id: number | null;
  image: string | null;
  name: string;
  description: string | null;
  brand_name: string;
  family_name: string | null;
}

/** `$1` is the language id; a caller's own parameters start at `$2`. */
const SELECT = `
  SELECT s.id, s.art_no, s.brand_id, s.family_id, s.category_id, s.unit_price, s.discount_price, s.volume, s.weight,
         s.colour, l.colour AS colour_label, s.packing_unit, s.carton_volume, s.qty_20, s.qty_40, s.qty_40h,
         s.carton_l, s.carton_w, s.carton_h, s.open_l, s.open_w, s.open_h, s.stock_cn, s.stock_de, s.stock_production,
         to_char(s.restock_date, 'YYYY-MM-DD') AS restock_date, s.max_order_qty, s.is_spare_part, s.parent_sku_id, s.image,
         l.name, l.description, bl.name AS brand_name, fl.name AS family_name
    FROM sku s
    JOIN sku_label l ON l.sku_id = s.id AND l.language_id = $1
    JOIN brand_label bl ON bl.brand_id = s.brand_id AND bl.language_id = $1
    LEFT JOIN family_label fl ON fl.family_id = s.family_id AND fl.language_id = $1`;

const FROM_FOR_COUNT = `
  SELECT count(*)::int AS total
    FROM sku s
    JOIN sku_label l ON l.sku_id = s.id AND l.language_id = $1`;

export interface ProductFilter {
  /** SQL over `s` (sku) and `l` (sku_label); parameters from `$2`. */
  where: string;
  params?: unknown[];
  orderBy?: string;
}

/** An id the contract lets arrive as number or text; anything but a positive whole number names nothing. */
export function idOf(value: string | number): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw notFound();
  return id;
}

/** `idOf` for optional filters: absent stays null. */
export const optionalIdOf = (value: string | number | null | undefined): number | null =>
  value == null ? null : idOf(value);

/** A search word is matched literally: % and _ in it are not wildcards. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The origin a response's links point at: this server as the caller reached it. */
export function originOf(c: Context): string {
  return new URL(c.req.url).origin;
}

/** Stored paths (`/admin/sys-file/...`) become absolute http(s) URLs on the caller's origin. */
export function absolute(origin: string, path: string | null): string | null {
  if (!path) return null;
  return /^https?:\/\//.test(path) ? path : origin + path;
}

export function toProduct(row: SkuRow, origin: string): Product {
  const image = absolute(origin, row.image);
  return {
    id: row.id,
    skuId: row.id,
    skuCode: row.art_no,
    artNo: row.art_no,
    name: row.name,
    description: row.description,
    brand: row.brand_name,
    brandId: row.brand_id,
    familyId: row.family_id,
    familyName: row.family_name,
    categoryId: row.category_id,
    unitPrice: Number(row.unit_price),
    discountPrice: row.discount_price === null ? null : Number(row.discount_price),
    volume: Number(row.volume),
    weight: Number(row.weight),
    colour: row.colour_label ?? row.colour,
    colourCode: row.colour,
    stockCn: row.stock_cn,
    stockDe: row.stock_de,
    stockProduction: row.stock_production,
    laterDate: row.restock_date,
    packingUnit: row.packing_unit,
    cartonVolume: Number(row.carton_volume),
    qty20: row.qty_20,
    qty40: row.qty_40,
    qty40h: row.qty_40h,
    cartonL: Number(row.carton_l),
    cartonW: Number(row.carton_w),
    cartonH: Number(row.carton_h),
    openL: Number(row.open_l),
    openW: Number(row.open_w),
    openH: Number(row.open_h),
    maxOrderQty: row.max_order_qty,
    isSparePart: row.is_spare_part,
    parentSkuId: row.parent_sku_id,
    image,
    images: image ? [image] : [],
  };
}

export async function findSkuRows(
  db: Db,
  languageId: number,
  filter: ProductFilter,
  limit?: { size: number; offset: number },
) {
  const params = [languageId, ...(filter.params ?? [])];
  let sql = `${SELECT} WHERE ${filter.where} ORDER BY ${filter.orderBy ?? 's.sort, s.id'}`;
  if (limit) {
    sql += ` LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    params.push(limit.size, limit.offset);
  }
  return db.query<SkuRow>(sql, params);
}

export async function findProducts(
  c: Context,
  db: Db,
  languageId: number,
  filter: ProductFilter,
  limit?: { size: number; offset: number },
): Promise<Product[]> {
  const origin = originOf(c);
  return (await findSkuRows(db, languageId, filter, limit)).map((row) => toProduct(row, origin));
}

/** A MyBatis-Plus page of products. */
export async function pageProducts(
  c: Context,
  db: Db,
  languageId: number,
  filter: ProductFilter,
  page: PageArgs & { offset: number },
) {
  const [count] = await db.query<{ total: number }>(`${FROM_FOR_COUNT} WHERE ${filter.where}`, [
    languageId,
    ...(filter.params ?? []),
  ]);
  const rows = await findSkuRows(db, languageId, filter, page);
  const origin = originOf(c);
  return pageOf(
    rows.map((row) => toProduct(row, origin)),
    count?.total ?? 0,
    page,
  );
}
