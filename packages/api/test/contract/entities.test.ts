import { describe, expect, it } from 'vitest';
import {
  address,
  afterSalesRequest,
  brand,
  cartPage,
  categoryTree,
  countryArea,
  dataClass,
  dictItem,
  displaySettings,
  downloadFile,
  envelope,
  family,
  invoice,
  logEntry,
  memberInfo,
  memberLevel,
  menuItem,
  message,
  order,
  orderStatus,
  page,
  port,
  product,
  question,
  recommendation,
  searchWord,
  servicePost,
  stock,
  storedItem,
  sysUser,
  tag,
  token,
  userInfo,
  serviceOrderStatus,
} from '../../src/contract/index.js';
import { addressSample, orderSample, productSample } from './samples.js';

describe('envelope and page', () => {
  it('reads a paged cart answer and keeps MyBatis-Plus extras', () => {
    const body = {
      code: 0,
      msg: null,
      data: {
        records: [{ id: 5, skuId: 70012, artNo: 'GF-4410-AN', quantity: 10, volume: 0.86, cartType: 1 }],
        total: 1,
        size: 100,
        current: 1,
        pages: 1,
        searchCount: true,
      },
    };
    const parsed = envelope(cartPage).parse(body);
    expect(parsed.data.total).toBe(1);
    expect(parsed.data.searchCount).toBe(true);
    expect(parsed.data.records[0]?.quantity).toBe(10);
  });

  it('rejects a page without records and an envelope without code', () => {
    expect(page(searchWord).safeParse({ total: 0, size: 10, current: 1, pages: 0 }).success).toBe(false);
    expect(envelope(searchWord).safeParse({ msg: 'ok', data: { word: 'chair' } }).success).toBe(false);
  });
});

describe('account entities', () => {
  it('reads /admin/user/info with the shop fields', () => {
    const info = userInfo.parse({
      sysUser: { userId: 1, username: 'huber', realname: 'Anna Huber', avatar: null, lockFlag: '0' },
      roles: [2],
      permissions: ['sys_user_add'],
      salesname: 'Li Wei',
      salesPhone: '+86 574 8888 1234',
      name: 'Huber GmbH',
      tel: '+49 89 1234567',
      modeOfTrade: 1,
      level: 'A',
      email: 'einkauf@huber.example',
      country: 'Germany',
    });
    expect(info.sysUser.realname).toBe('Anna Huber');
    expect(info.salesname).toBe('Li Wei');
    expect(sysUser.safeParse({ realname: 'no username' }).success).toBe(false);
  });

  it('reads an OAuth token and keeps PigX user fields', () => {
    const parsed = token.parse({
      access_token: 'a1',
      refresh_token: 'r1',
      expires_in: 43199,
      token_type: 'bearer',
      scope: 'server',
      license: 'made by pig',
      user_id: 1,
    });
    expect(parsed.license).toBe('made by pig');
    expect(token.safeParse({ access_token: 'a1', expires_in: '43199' }).success).toBe(false);
  });

  it('reads member, level and country', () => {
    expect(memberInfo.parse({ id: 3, name: 'Huber GmbH', levelId: 2 }).name).toBe('Huber GmbH');
    expect(memberLevel.parse({ id: 2, name: 'Gold', level: 2 }).name).toBe('Gold');
    expect(countryArea.parse({ id: 49, name: 'Germany', code: 'DE', level: 2 }).code).toBe('DE');
    expect(memberLevel.safeParse({ id: 2 }).success).toBe(false);
  });
});

describe('shell entities', () => {
  it('reads a nested menu and a category tree', () => {
    const menu = menuItem.parse({
      id: 1,
      label: 'System',
      path: '/admin',
      children: [{ id: 2, label: 'Users', path: '/admin/user/index', meta: { roles: ['admin'], menu_langname: 'Users' }, keepAlive: '0' }],
    });
    expect(menu.children?.[0]?.meta?.roles).toEqual(['admin']);
    expect(menuItem.safeParse({ label: 'x', path: '/x', children: [{ label: 3 }] }).success).toBe(false);
    const tree = categoryTree.parse([{ id: 1, label: 'Garden', show: 1, children: [{ id: 11, label: 'Lounge' }] }]);
    expect(tree[0]?.children?.[0]?.label).toBe('Lounge');
  });

  it('fills tag and log defaults', () => {
    expect(tag.parse({ label: 'Home', value: '/wel/index' })).toEqual({
      label: 'Home',
      value: '/wel/index',
      params: {},
      query: {},
      group: [],
      close: true,
    });
    const entry = logEntry.parse({ type: 'error', message: 'x is undefined', url: '/shopping', time: '2026-01-05 10:00:00' });
    expect(entry.stack).toBe('');
    expect(logEntry.safeParse({ type: 'error' }).success).toBe(false);
  });

  it('gives display settings the spec defaults and rejects unknown languages', () => {
    const settings = displaySettings.parse({});
    expect(settings).toMatchObject({ language: 'zh', languageID: 1, colorName: '#409EFF', themeName: 'theme-hey', modeOfTrade: 1 });
    expect(displaySettings.parse({ language: 'de', languageID: 3 }).language).toBe('de');
    expect(displaySettings.safeParse({ language: 'es' }).success).toBe(false);
    expect(displaySettings.safeParse({ modeOfTrade: 3 }).success).toBe(false);
  });

  it('reads a stored client item', () => {
    const item = storedItem.parse({ dataType: 'string', content: 'abc', type: 'session', datetime: 1767607200000 });
    expect(item.content).toBe('abc');
    expect(storedItem.safeParse({ dataType: 'date', content: 1, datetime: 1 }).success).toBe(false);
  });

  it('reads messages and dictionary entries', () => {
    expect(message.parse({ id: 9, title: 'Order confirmed', sendStatus: 1, readStatus: 0 }).readStatus).toBe(0);
    expect(dictItem.parse({ value: '1', label: 'DDP' }).label).toBe('DDP');
    expect(dictItem.safeParse({ value: '1' }).success).toBe(false);
  });
});

describe('catalogue entities', () => {
  it('reads a full product and keeps unknown fields', () => {
    const parsed = product.parse(productSample);
    expect(parsed.qty40h).toBe(69);
    expect(parsed.supplierCode).toBe('NB-77');
    expect(product.safeParse({ ...productSample, unitPrice: '389.50' }).success).toBe(false);
    expect(product.safeParse({ ...productSample, artNo: undefined }).success).toBe(false);
  });

  it('reads stock, brands, families, recommendations, words and downloads', () => {
    expect(stock.parse({ skuId: 70012, stockCn: 420, stockDe: 0, stockProduction: 1200, laterDate: '2026-03-01' }).stockDe).toBe(0);
    expect(brand.parse({ id: 3, name: 'Kontor Garden' }).name).toBe('Kontor Garden');
    expect(family.parse({ id: 17, name: 'Arona', brandId: 3 }).brandId).toBe(3);
    expect(recommendation.parse({ id: 1, title: 'Hot', skuId: 70012, product: productSample }).product?.artNo).toBe('GF-4410-AN');
    expect(searchWord.parse({ word: 'lounge' }).word).toBe('lounge');
    expect(dataClass.parse({ code: 'CAT', name: 'Catalogues' }).code).toBe('CAT');
    expect(downloadFile.parse({ name: 'Catalogue 2026', fileLink: 'https://cdn.example/cat-2026.pdf' }).fileLink).toContain('.pdf');
    expect(stock.safeParse({ skuId: 1, stockCn: 1 }).success).toBe(false);
    expect(downloadFile.safeParse({ name: 'no link' }).success).toBe(false);
  });
});

describe('order and after-sales entities', () => {
  it('reads an address and an order with its history', () => {
    expect(address.parse(addressSample).receivingTimes).toHaveLength(2);
    expect(address.safeParse({ ...addressSample, receivingTimes: [{ weekday: 8, startTime: '08:00', endTime: '09:00' }] }).success).toBe(false);
    const parsed = order.parse(orderSample);
    expect(parsed.statusHistory?.[1]?.status).toBe(1);
    expect(order.parse({ ...orderSample, shippingAddress: 'Industriestraße 12, 80331 München' }).shippingAddress).toContain('München');
    expect(order.safeParse({ ...orderSample, status: 'confirmed' }).success).toBe(false);
    expect(orderStatus.safeParse({ time: '2026-01-05' }).success).toBe(false);
  });

  it('reads dictionary values written as numeric strings (PigX) as their numbers, so one row does not fail a list', () => {
    const parsed = order.parse({ ...orderSample, status: '3', orderType: '2', paymentStatus: '1', statusHistory: [{ status: '0' }] });
    expect([parsed.status, parsed.orderType, parsed.paymentStatus, parsed.statusHistory?.[0]?.status]).toEqual([3, 2, 1, 0]);
    const request = { id: 1, artNo: 'GF-1', contactPerson: 'Anna Huber', email: 'service@huber.example', damageDescription: 'Cracked', proofImages: [], proofOfPurchase: [] };
    expect(afterSalesRequest.parse({ ...request, serviceType: '1', status: '9' }).status).toBe(9);
    expect(servicePost.parse({ id: 2, title: 'Missing screws', serviceStatus: '1' }).serviceStatus).toBe(1);
    expect(order.safeParse({ ...orderSample, status: '3.5' }).success).toBe(false);
    expect(order.safeParse({ ...orderSample, status: '' }).success).toBe(false);
    // The apply dialog's reading of a line's newest request: a number, a numeric string, or none.
    expect([serviceOrderStatus.parse('1'), serviceOrderStatus.parse(2), serviceOrderStatus.parse(null)]).toEqual([1, 2, null]);
  });

  it('reads ports and invoices', () => {
    expect(port.parse({ id: 1, name: 'Hamburg', code: 'DEHAM' }).code).toBe('DEHAM');
    expect(invoice.parse({ orderId: '1601', invoiceNo: 'INV-1', amount: 23732 }).amount).toBe(23732);
    expect(invoice.safeParse({ amount: '23732' }).success).toBe(false);
  });

  it('reads after-sales requests, questions and service posts', () => {
    const request = afterSalesRequest.parse({
      id: 41,
      orderNo: 'KO20260105001',
      artNo: 'GF-4410-AN',
      itemName: 'Lounge set Arona',
      serviceType: 0,
      status: 9,
      applyQuantity: 2,
      proofImages: ['/admin/sys-file/damage-1.jpg'],
      contactPerson: 'Anna Huber',
      email: 'service@huber.example',
      damageDescription: 'Armrest cracked on arrival',
      proofOfPurchase: ['/admin/sys-file/invoice.pdf'],
    });
    expect(request.status).toBe(9);
    expect(afterSalesRequest.safeParse({ ...request, proofOfPurchase: 'invoice.pdf' }).success).toBe(false);
    expect(question.parse({ id: 1, skuCode: 'SKU-70012', content: 'Is the cushion washable?', answer: 'Yes, at 30 °C.' }).answer).toContain('30');
    expect(servicePost.parse({ id: 2, title: 'Missing screws', serviceStatus: 0 }).serviceStatus).toBe(0);
    expect(servicePost.safeParse({ id: 2, title: 'Missing screws' }).success).toBe(false);
  });
});
