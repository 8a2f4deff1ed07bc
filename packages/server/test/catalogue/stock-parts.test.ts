import { describe, expect, it } from 'vitest';
import { page, product, spareParts, stockAnswer } from '@kontor/api/contract';
import { CONTAINER_LEAD_WEEKS, TEXT_MAX_LENGTH } from '@kontor/api/rules';
import { catalogueServer } from './harness.js';

const h = catalogueServer();
const today = () => new Date().toISOString().slice(0, 10);

describe('stock', () => {
  it('reports a sold-out SKU as unavailable with the date more arrives', async () => {
    const [soldOut] = await h.running.db.query<{ id: number }>(
      'SELECT id FROM sku WHERE stock_cn + stock_de = 0 AND restock_date IS NOT NULL ORDER BY id LIMIT 1',
    );
    const stock = stockAnswer.parse(await h.client.stock.product({ skuId: soldOut!.id }));
    expect(stock).toMatchObject({ stockCn: 0, stockDe: 0, available: false });
    expect(stock.laterDate! > today()).toBe(true);
  });

  it('needs no later date when the stock covers the quantity, and names one when it does not', async () => {
    const [row] = await h.running.db.query<{ id: number; total: number }>(
      'SELECT id, stock_cn + stock_de AS total FROM sku WHERE stock_cn + stock_de > 0 AND stock_production > 0 AND restock_date IS NULL ORDER BY id LIMIT 1',
    );
    expect((await h.client.stock.laterDate({ skuId: row!.id, quantity: 1 })).laterDate).toBeNull();
    const later = await h.client.stock.laterDate({ skuId: row!.id, quantity: row!.total + 1 });
    const leadDays = (Date.parse(later.laterDate!) - Date.parse(today())) / 86_400_000;
    expect(leadDays).toBeGreaterThanOrEqual(CONTAINER_LEAD_WEEKS * 7 - 1);
  });
});

describe('POST /scgl/rfsparepartsproduct/getRfSpareParts', () => {
  it("lists a product's parts as a plain list", async () => {
    const parts = spareParts.parse(await h.client.spareParts.list({ languageId: 2, skuId: 1 }));
    expect(Array.isArray(parts) && parts.length).toBeGreaterThan(0);
    expect((parts as { parentSkuId?: unknown }[]).every((p) => p.parentSkuId === 1)).toBe(true);
  });

  it('pages the parts storefront and searches it', async () => {
    const all = page(product).parse(
      await h.client.spareParts.list({ languageId: 3, current: 1, size: 12 }),
    );
    expect(all.records).toHaveLength(12);
    expect(all.total).toBeGreaterThanOrEqual(60);
    const glides = page(product).parse(
      await h.client.spareParts.list({
        languageId: 3,
        current: 1,
        size: 50,
        searchWord: 'Gleiter',
      }),
    );
    expect(glides.total).toBeGreaterThan(0);
    expect(glides.records.every((p) => p.name.includes('Gleiter'))).toBe(true);
  });

  it("refuses a parts search longer than a product's name may be", async () => {
    const res = await h.send('POST', '/scgl/rfsparepartsproduct/getRfSpareParts', {
      languageId: 3,
      current: 1,
      size: 12,
      searchWord: 'x'.repeat(TEXT_MAX_LENGTH.name + 1),
    });
    expect(await res.json()).toMatchObject({ code: 1, msg: 'validation.text.tooLong' });
  });
});
