import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { isKontorApiError } from '@kontor/api/client';
import { product, skuDetail, skuGoods, skuPrice } from '@kontor/api/contract';
import { catalogueServer } from './harness.js';

const h = catalogueServer();

/** Every product field of spec section 3, by its wire name. */
const SPEC_FIELDS = [
  'artNo',
  'brand',
  'name',
  'unitPrice',
  'volume',
  'weight',
  'colour',
  'stockCn',
  'stockDe',
  'stockProduction',
  'packingUnit',
  'cartonVolume',
  'qty20',
  'qty40',
  'qty40h',
  'cartonL',
  'cartonW',
  'cartonH',
  'openL',
  'openW',
  'openH',
] as const;

describe('POST /scgl/rfgoodsattrsku/yq/skuid', () => {
  it('answers one product with every field of the spec and its spare parts', async () => {
    const detail = skuDetail.parse(await h.client.skus.detail({ skuId: 1, languageId: 2 }));
    for (const field of SPEC_FIELDS) expect(detail[field], field).not.toBeNull();
    expect(detail).toMatchObject({ skuId: 1, artNo: 'SV01-101', brand: 'Solvik' });
    expect(detail.image).toMatch(new RegExp(`^${h.url}/admin/sys-file/sku-sv01-101\\.png$`));
    const parts = (detail.spareParts as unknown[]).map((p) => product.parse(p));
    expect(parts.length).toBeGreaterThan(0);
    expect(parts.every((p) => p.parentSkuId === 1 && p.isSparePart === true)).toBe(true);
  });

  it('rejects an unknown SKU with 404 through the client', async () => {
    const error = await h.client.skus
      .detail({ skuId: 99_999, languageId: 2 })
      .catch((e: unknown) => e);
    expect(isKontorApiError(error) && error.status).toBe(404);
  });
});

describe('POST /scgl/rfgoodsattrsku/goods', () => {
  it('lists the colours of a SKU, or the whole family by goodsId', async () => {
    const colours = skuGoods.parse(await h.client.skus.goods({ skuId: 1, languageId: 3 }));
    expect(colours).toHaveLength(10);
    expect(new Set(colours.map((p) => p.colour)).size).toBe(5);
    const family = await h.client.skus.goods({ goodsId: 2, languageId: 3 });
    expect(family.every((p) => p.familyId === 2)).toBe(true);
  });
});

describe('POST /scgl/rfgoodsattrsku/quotation/exportXls', () => {
  it('downloads a real .xlsx with the chosen SKUs and headers in the language', async () => {
    const { blob, fileName } = await h.client.skus.exportQuotation({
      skuIds: [3, 1],
      languageId: 3,
    });
    expect(fileName).toMatch(/^Angebot-.*\.xlsx$/);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const text = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('\n');
    expect(text).toContain('SV01-103');
    expect(text).toContain('SV01-101');
    expect(text).toContain('Art.-Nr.');
  });

  it('refuses an empty selection with code 1', async () => {
    const res = await h.send('POST', '/scgl/rfgoodsattrsku/quotation/exportXls', {
      skuIds: [],
      languageId: 2,
    });
    expect(await res.json()).toMatchObject({ code: 1 });
  });
});

describe('GET /scgl/rfprice/sku', () => {
  it('answers the price in euro, matching the product', async () => {
    const detail = await h.client.skus.detail({ skuId: 7, languageId: 2 });
    const price = skuPrice.parse(await h.client.skus.price({ skuId: 7 }));
    expect(price).toMatchObject({
      skuId: 7,
      unitPrice: detail.unitPrice,
      discountPrice: detail.discountPrice,
      currency: 'EUR',
    });
  });
});
