// Catalogue areas against a real server: member, categories, recommendations, brands, families, SKUs, search, stock, data classes, payment.
import { describe, expect, it } from 'vitest';
import { KontorApiError } from '../../src/client/index.js';
import { productSample } from '../contract/samples.js';
import { jsonOf, ok, pageOf, queryOf, rejection, withServer } from './support.js';

const server = withServer();

describe('member', () => {
  it('reads the countries as level 2 of the area tree', async () => {
    const client = server.client(
      'GET',
      '/admin/syscountryarea/level',
      ok([{ id: 49, name: 'Deutschland', code: 'DE' }]),
    );
    await expect(client.member.countries()).resolves.toEqual([
      { id: 49, name: 'Deutschland', code: 'DE' },
    ]);
    const request = server.sent('GET', '/admin/syscountryarea/level');
    expect(queryOf(request)).toEqual({ level: '2' });
    expect(request.headers.authorization).toBe('Bearer A1');
  });

  it('sends the edited account with PUT and keeps fields the contract does not name', async () => {
    const client = server.client('PUT', '/scgl/rfmembernew/edit/info', ok(true));
    await expect(
      client.member.editInfo({ name: 'Anna Huber', tel: '08912345678', vatNo: 'DE123' }),
    ).resolves.toBe(true);
    expect(jsonOf(server.sent('PUT', '/scgl/rfmembernew/edit/info'))).toEqual({
      name: 'Anna Huber',
      tel: '08912345678',
      vatNo: 'DE123',
    });
  });
});

describe('categories', () => {
  const tree = [
    { id: 1, label: 'Lounge', show: true, children: [{ id: 11, label: 'Sofas', children: [] }] },
  ];

  it('reads the tree of a language from the language id path', async () => {
    const client = server.client('GET', '/scgl/rfcategory/tree/qd/zy/3', ok(tree));
    await expect(client.categories.tree(3)).resolves.toEqual(tree);
    expect(server.sent('GET', '/scgl/rfcategory/tree/qd/zy/3').body).toBe('');
  });

  it('rejects a tree of the wrong shape with a schema error, not a crash', async () => {
    const client = server.client(
      'GET',
      '/scgl/rfcategory/tree/qd/zy/2',
      ok([{ id: 1, children: 'none' }]),
    );
    const error = await rejection(client.categories.tree(2));
    expect(error).toBeInstanceOf(KontorApiError);
    expect(error.kind).toBe('schema');
    expect(error.call).toBe('GET /scgl/rfcategory/tree/qd/zy/2');
  });

  it('pages the products of a category', async () => {
    const client = server.client('POST', '/scgl/rfcategory/skus', ok(pageOf([productSample], 31)));
    const page = await client.categories.skus({
      categoryId: 204,
      languageId: 3,
      current: 1,
      size: 10,
    });
    expect(page.total).toBe(31);
    expect(page.records[0]?.artNo).toBe('GF-4410-AN');
    expect(jsonOf(server.sent('POST', '/scgl/rfcategory/skus'))).toEqual({
      categoryId: 204,
      languageId: 3,
      current: 1,
      size: 10,
    });
  });
});

describe('recommendations, brands and families', () => {
  it('reads the home tiles with the language as query', async () => {
    const tile = { id: 5, title: 'Summer hits', skuId: 70012, product: productSample };
    const client = server.client('GET', '/scgl/rfsystemgroupdata/recommend', ok([tile]));
    await expect(client.recommendations.home({ languageId: 2 })).resolves.toEqual([tile]);
    expect(queryOf(server.sent('GET', '/scgl/rfsystemgroupdata/recommend'))).toEqual({
      languageId: '2',
    });
  });

  it('reads brands by id and families page by page', async () => {
    const client = server.client(
      'GET',
      '/scgl/rfbrand/brandlist/qy/7',
      ok([{ id: 3, name: 'Kontor Garden' }]),
    );
    server.client('POST', '/scgl/rffamilys/yq/page', ok(pageOf([{ id: 17, name: 'Arona' }])));
    await expect(client.brands.list(7)).resolves.toEqual([{ id: 3, name: 'Kontor Garden' }]);
    const families = await client.families.page({
      current: 1,
      size: 12,
      languageId: 3,
      brandId: 3,
    });
    expect(families.records).toEqual([{ id: 17, name: 'Arona' }]);
    expect(jsonOf(server.sent('POST', '/scgl/rffamilys/yq/page'))).toEqual({
      current: 1,
      size: 12,
      languageId: 3,
      brandId: 3,
    });
  });

  it('encodes an id that is text before it goes into the path', async () => {
    const client = server.client('GET', '/scgl/rffamilygoods/yq/recommend/a%2Fb', ok([]));
    await expect(client.families.recommended('a/b')).resolves.toEqual([]);
    expect(server.sent('GET', '/scgl/rffamilygoods/yq/recommend/a%2Fb').method).toBe('GET');
  });
});

describe('SKUs, search, stock, data classes and payment', () => {
  it('reads a product for the detail page', async () => {
    const client = server.client('POST', '/scgl/rfgoodsattrsku/yq/skuid', ok(productSample));
    const product = await client.skus.detail({ skuId: 70012, languageId: 4 });
    expect(product.qty40h).toBe(69);
    expect(product).toHaveProperty('supplierCode', 'NB-77');
    expect(jsonOf(server.sent('POST', '/scgl/rfgoodsattrsku/yq/skuid'))).toEqual({
      skuId: 70012,
      languageId: 4,
    });
  });

  it('suggests words for the typed text and lists popular ones', async () => {
    const client = server.client(
      'POST',
      '/scgl/search/getSearchWords',
      ok([{ word: 'lounge set' }]),
    );
    server.client('POST', '/scgl/search/getRecommendWord', ok([{ word: 'parasol' }]));
    await expect(client.search.words('loun', 2)).resolves.toEqual([{ word: 'lounge set' }]);
    await expect(client.search.popularWords(2)).resolves.toEqual([{ word: 'parasol' }]);
    expect(jsonOf(server.sent('POST', '/scgl/search/getSearchWords'))).toEqual({
      searchWord: 'loun',
      languageId: 2,
    });
    expect(jsonOf(server.sent('POST', '/scgl/search/getRecommendWord'))).toEqual({ languageId: 2 });
  });

  it('reads stock and rejects stock without numbers as a schema error', async () => {
    const stock = {
      skuId: 70012,
      stockCn: 420,
      stockDe: 0,
      stockProduction: 1200,
      laterDate: '2026-03-01',
    };
    const client = server.client('POST', '/scgl/rfstockproduct/getLaterDate', ok(stock));
    await expect(client.stock.laterDate({ skuId: 70012, quantity: 500 })).resolves.toEqual(stock);
    expect(jsonOf(server.sent('POST', '/scgl/rfstockproduct/getLaterDate'))).toEqual({
      skuId: 70012,
      quantity: 500,
    });
    server.client(
      'POST',
      '/scgl/rfstockproduct/getStockProduct',
      ok({ skuId: 70012, stockCn: 'many' }),
    );
    expect((await rejection(client.stock.product({ skuId: 70012 }))).kind).toBe('schema');
  });

  it('lists data classes and the files of a class by language', async () => {
    const client = server.client(
      'POST',
      '/scgl/rfdataclass/getAllDataClass',
      ok([{ code: 'CAT', name: 'Catalogues' }]),
    );
    server.client(
      'POST',
      '/scgl/rfdatainfomation/getDataInfoByClassId',
      ok([{ name: 'Katalog 2026', fileLink: '/f/k.pdf' }]),
    );
    await expect(client.dataClasses.list(3)).resolves.toEqual([
      { code: 'CAT', name: 'Catalogues' },
    ]);
    await expect(client.dataClasses.files(3, 'CAT')).resolves.toEqual([
      { name: 'Katalog 2026', fileLink: '/f/k.pdf' },
    ]);
    expect(jsonOf(server.sent('POST', '/scgl/rfdatainfomation/getDataInfoByClassId'))).toEqual({
      languageId: 3,
      classId: 'CAT',
    });
  });

  it('reads payment details by currency, null when there are none', async () => {
    const client = server.client('POST', '/scgl/payment/getByCurrency', ok(null));
    await expect(client.payment.byCurrency('EUR')).resolves.toBeNull();
    expect(jsonOf(server.sent('POST', '/scgl/payment/getByCurrency'))).toEqual({ currency: 'EUR' });
  });

  it('asks for the payment terms in a language', async () => {
    const client = server.client('POST', '/scgl/payment/getByCurrency', ok({ currency: 'EUR', paymentTerms: '30 % Anzahlung' }));
    await expect(client.payment.byCurrency('EUR', 3)).resolves.toMatchObject({ paymentTerms: '30 % Anzahlung' });
    expect(jsonOf(server.sent('POST', '/scgl/payment/getByCurrency'))).toEqual({ currency: 'EUR', languageId: 3 });
  });
});
