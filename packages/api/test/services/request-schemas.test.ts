// The request schemas of the calls reject what the backend would refuse, so the server can parse with them too.
import { describe, expect, it } from 'vitest';
import {
  cartAddBatchBody,
  cartAddBody,
  cartPageQuery,
  dictTypeQuery,
  logUploadBody,
  orderBuyBody,
  resourcePath,
  serviceEvaluationBody,
} from '../../src/contract/calls/index.js';
import { CART_QUERY } from '../../src/rules/cart.js';

const order = {
  kind: 'container',
  eta: '2026-03-20',
  cabinetType: '40',
  containerCount: 1,
  addressId: 88,
  address: {
    company: 'Huber GmbH',
    street: 'Industriestraße 12',
    postalCode: '80331',
    contactPerson: 'Anna Huber',
    phone: '+49 89 1234567',
  },
};

describe('request schemas', () => {
  it('takes the cart query the service sends: page 1 of 100 in a language id 1 to 4', () => {
    expect(cartPageQuery.parse({ ...CART_QUERY, languageId: 3 })).toEqual({
      size: 100,
      current: 1,
      languageId: 3,
    });
    expect(cartPageQuery.safeParse({ ...CART_QUERY, languageId: 5 }).success).toBe(false);
  });

  it('refuses cart lines without a whole positive quantity, and an empty batch', () => {
    expect(cartAddBody.safeParse({ skuId: 70012, quantity: 68 }).success).toBe(true);
    expect(cartAddBody.safeParse({ skuId: 70012, quantity: 0 }).success).toBe(false);
    expect(cartAddBody.safeParse({ skuId: 70012, quantity: 1.5 }).success).toBe(false);
    expect(cartAddBatchBody.safeParse([]).success).toBe(false);
  });

  it('needs the products of a direct buy besides the order form, and keeps them', () => {
    expect(orderBuyBody.safeParse(order).success).toBe(false);
    const parsed = orderBuyBody.parse({ ...order, items: [{ skuId: 70012, quantity: 60 }] });
    expect(parsed.items).toEqual([{ skuId: 70012, quantity: 60 }]);
  });

  it('asks the dictionary in one of the four languages only', () => {
    expect(dictTypeQuery.safeParse({ langtype: 'myfs', lang: 'de' }).success).toBe(true);
    expect(dictTypeQuery.safeParse({ langtype: 'myfs', lang: 'it' }).success).toBe(false);
  });

  it('rates a service 1 to 5 and uploads at least one log entry', () => {
    expect(serviceEvaluationBody.safeParse({ id: 1, evaluation: 6 }).success).toBe(false);
    expect(logUploadBody.safeParse([]).success).toBe(false);
  });

  it('accepts absolute resource paths without a trailing slash or query for import and export', () => {
    expect(resourcePath.safeParse('/admin/user').success).toBe(true);
    for (const path of ['admin/user', '/admin/user/', '/admin/user?x=1', '/'])
      expect(resourcePath.safeParse(path).success, path).toBe(false);
  });
});
