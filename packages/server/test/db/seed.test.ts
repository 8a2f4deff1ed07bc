import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { seed } from '../../src/db/seed.js';
import { generateSkus } from '../../src/db/seed-data/catalogue/skus.js';
import { CONTAINER_CAPACITIES, LANGUAGE_IDS, MAX_CART_VOLUME, type ContainerType } from '@kontor/api/rules';

let db: Db;
beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  await seed(db);
});
afterAll(() => db.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params))[0]!.n;

/** Tables whose texts must exist in all four languages, with the key column. */
const LABEL_TABLES = [
  ['category_label', 'category_id'],
  ['brand_label', 'brand_id'],
  ['family_label', 'family_id'],
  ['sku_label', 'sku_id'],
  ['port_label', 'port_id'],
  ['data_class_label', 'class_id'],
  ['menu_label', 'menu_id'],
  ['company_info', 'key'],
  ['payment_account_label', 'account_id'],
  ['container_load_label', 'load_id'],
] as const;

describe('catalogue seed', () => {
  it('has at least 300 products with every product field filled', async () => {
    expect(
      await count('SELECT count(*)::int AS n FROM sku WHERE NOT is_spare_part'),
    ).toBeGreaterThanOrEqual(300);
    const columns = [
      'art_no',
      'unit_price',
      'volume',
      'weight',
      'colour',
      'packing_unit',
      'carton_volume',
      'qty_20',
      'qty_40',
      'qty_40h',
      'carton_l',
      'carton_w',
      'carton_h',
      'open_l',
      'open_w',
      'open_h',
      'stock_cn',
      'stock_de',
      'stock_production',
      'image',
    ];
    expect(
      await count(
        `SELECT count(*)::int AS n FROM sku WHERE ${columns.map((c) => `${c} IS NULL`).join(' OR ')}`,
      ),
    ).toBe(0);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM sku WHERE volume <= 0 OR qty_20 <= 0 OR qty_40 < qty_20 OR qty_40h < qty_40',
      ),
    ).toBe(0);
    expect(
      await count('SELECT count(*)::int AS n FROM sku WHERE discount_price >= unit_price'),
    ).toBe(0);
  });

  it('has ids 1..N, sold-out SKUs, discounts, order limits and spare parts with their products', async () => {
    expect(await count('SELECT (max(id) - count(*))::int AS n FROM sku')).toBe(0);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM sku WHERE stock_cn = 0 AND stock_de = 0 AND stock_production = 0',
      ),
    ).toBeGreaterThan(10);
    expect(
      await count('SELECT count(*)::int AS n FROM sku WHERE discount_price IS NOT NULL'),
    ).toBeGreaterThan(50);
    expect(
      await count('SELECT count(*)::int AS n FROM sku WHERE max_order_qty IS NOT NULL'),
    ).toBeGreaterThan(20);
    expect(await count('SELECT count(*)::int AS n FROM sku WHERE is_spare_part')).toBeGreaterThan(
      50,
    );
    expect(
      await count(
        'SELECT count(*)::int AS n FROM sku WHERE is_spare_part <> (parent_sku_id IS NOT NULL)',
      ),
    ).toBe(0);
  });

  it('puts every SKU on a leaf of the category tree', async () => {
    expect(
      await count(
        'SELECT count(*)::int AS n FROM sku s WHERE EXISTS (SELECT 1 FROM category c WHERE c.parent_id = s.category_id)',
      ),
    ).toBe(0);
  });

  it('has every text in the four languages', async () => {
    for (const [table, key] of LABEL_TABLES) {
      const missing = await count(
        `SELECT count(*)::int AS n FROM (SELECT ${key} FROM ${table} GROUP BY ${key} HAVING count(DISTINCT language_id) <> 4) t`,
      );
      expect(missing, table).toBe(0);
    }
    expect(
      await count("SELECT count(DISTINCT lang)::int AS n FROM dict_item WHERE type = 'myfs'"),
    ).toBe(4);
    expect(
      await count('SELECT count(DISTINCT language_id)::int AS n FROM search_word WHERE popular'),
    ).toBe(4);
  });

  it('has a data class with more than ten files per language, a restricted and an external menu item', async () => {
    expect(
      await count(
        'SELECT max(n)::int AS n FROM (SELECT count(*) AS n FROM data_file GROUP BY class_id, language_id) t',
      ),
    ).toBeGreaterThan(10);
    expect(
      await count("SELECT count(*)::int AS n FROM menu_item WHERE 'ROLE_ADMIN' = ANY(roles)"),
    ).toBeGreaterThan(0);
    expect(
      await count("SELECT count(*)::int AS n FROM menu_item WHERE external_url LIKE 'http%'"),
    ).toBe(1);
    expect(await count('SELECT count(DISTINCT kind)::int AS n FROM recommendation')).toBe(2);
  });

  it('is generated deterministically', () => {
    expect(JSON.stringify(generateSkus())).toBe(JSON.stringify(generateSkus()));
  });
});

describe('order seed', () => {
  it('holds what the shop would have accepted: an ETA on a working day, at most 65 m³ of goods in containers that hold them', async () => {
    const orders = await db.query<{ order_no: string; weekday: number; volume: number; cabinet_type: string | null; container_count: number }>(
      `SELECT order_no, extract(isodow FROM eta)::int AS weekday, total_volume::float8 AS volume, cabinet_type, container_count FROM store_order`,
    );
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.weekday, order.order_no).toBeLessThanOrEqual(5);
      expect(order.volume, order.order_no).toBeLessThanOrEqual(MAX_CART_VOLUME);
      if (order.cabinet_type) {
        expect(order.volume, order.order_no).toBeLessThanOrEqual(CONTAINER_CAPACITIES[order.cabinet_type as ContainerType] * order.container_count);
      }
    }
  });

  it('names each line as the shop names it in the order\'s language: its colour is a label, not the palette\'s key', async () => {
    const lines = await db.query<{ art_no: string; colour: string; label: string }>(
      `SELECT i.art_no, i.colour, l.colour AS label FROM order_item i
         JOIN sku_label l ON l.sku_id = i.sku_id AND l.language_id = $1`,
      [LANGUAGE_IDS.en],
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.colour, line.art_no).toBe(line.label);
  });
});
