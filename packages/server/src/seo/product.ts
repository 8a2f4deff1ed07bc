/**
 * A product's public facts for its page's head tags, read from the catalogue by the server itself: name, art. no.,
 * brand, description, picture and category. The query names only those columns, so no price or stock can reach a
 * page's HTML, and pictures are made absolute on the configured public origin (never the request's Host).
 */
import { languageId, type Language } from '@kontor/api/rules';
import type { Db } from '../db/db.js';

export interface PublicProduct {
  skuId: number;
  name: string;
  artNo: string;
  brand: string;
  description: string | null;
  /** Absolute http(s) URL, or null without a picture. */
  image: string | null;
  category: { id: number; name: string } | null;
}

interface Row {
  id: number;
  art_no: string;
  image: string | null;
  name: string;
  description: string | null;
  brand: string;
  category_id: number | null;
  category: string | null;
}

const SELECT = `
  SELECT s.id, s.art_no, s.image, l.name, l.description, bl.name AS brand, cl.category_id, cl.label AS category
    FROM sku s
    JOIN sku_label l ON l.sku_id = s.id AND l.language_id = $1
    JOIN brand_label bl ON bl.brand_id = s.brand_id AND bl.language_id = $1
    LEFT JOIN category_label cl ON cl.category_id = s.category_id AND cl.language_id = $1`;

/** The id a page names, or undefined when it names none the database could hold (so nothing is asked). */
export const skuIdOf = (value: string | null): number | undefined =>
  value && /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2 ** 31 - 1 ? Number(value) : undefined;

/** The product with this id or art. no. in `lang`, or undefined when there is none. */
export async function publicProduct(db: Db, lang: Language, by: { id: number } | { artNo: string }, origin: string): Promise<PublicProduct | undefined> {
  const [where, param] = 'id' in by ? ['s.id = $2', by.id] : ['s.art_no = $2', by.artNo];
  const [row] = await db.query<Row>(`${SELECT} WHERE ${where} LIMIT 1`, [languageId(lang), param]);
  if (!row) return undefined;
  return {
    skuId: row.id,
    name: row.name,
    artNo: row.art_no,
    brand: row.brand,
    description: row.description,
    image: row.image ? (/^https?:\/\//.test(row.image) ? row.image : `${origin}${row.image.startsWith('/') ? '' : '/'}${row.image}`) : null,
    category: row.category_id !== null && row.category ? { id: row.category_id, name: row.category } : null,
  };
}

/** The art. nos. of the products (not spare parts) a share page may show: the sitemap's product pages. */
export async function sharedArtNos(db: Db): Promise<string[]> {
  const rows = await db.query<{ art_no: string }>('SELECT art_no FROM sku WHERE NOT is_spare_part ORDER BY sort, id');
  return rows.map((row) => row.art_no);
}
