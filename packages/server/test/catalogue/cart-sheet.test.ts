import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { strFromU8, unzipSync } from 'fflate';
import { cabinetHint } from '@kontor/api/contract';
import { CART_KIND, CONTAINER_TYPES, totalVolume } from '@kontor/api/rules';
import { catalogueServer, newClient } from './harness.js';

const h = catalogueServer();

/** A demo customer logged in through the real client, with a cart of known lines. */
async function customerWithCart(username: string, lines: [skuId: number, quantity: number][]) {
  const client = newClient(h.url);
  await client.auth.loginByPassword({
    username,
    password: 'kontor123',
    code: 'ab12',
    randomStr: client.auth.randomStr(),
    languageId: 2,
  });
  const [user] = await h.running.db.query<{ id: number }>(
    'SELECT id FROM app_user WHERE username = $1',
    [username],
  );
  await h.running.db.query('DELETE FROM cart_item WHERE user_id = $1', [user!.id]);
  for (const [skuId, quantity] of lines) {
    await h.running.db.query(
      'INSERT INTO cart_item (user_id, sku_id, quantity, cart_type) VALUES ($1, $2, $3, $4)',
      [user!.id, skuId, quantity, CART_KIND.container],
    );
  }
  return client;
}

describe('GET /scgl/excel/getExcel_car', () => {
  it("downloads the caller's own cart as a spreadsheet", async () => {
    const client = await customerWithCart('ddp-buyer', [
      [1, 12],
      [11, 40],
    ]);
    await customerWithCart('fob-buyer', [[21, 3]]);
    const { blob, fileName } = await client.cart.exportExcel({
      languageId: 4,
      cartType: CART_KIND.container,
    });
    expect(fileName).toMatch(/^panier-.*\.xlsx$/);
    const xml = Object.values(unzipSync(new Uint8Array(await blob.arrayBuffer())))
      .map((bytes) => strFromU8(bytes))
      .join('');
    expect(xml).toContain('SV01-101');
    expect(xml).toContain('SV02-101');
    expect(xml).not.toContain('SV03-101');
    expect(xml).toContain('Quantité');
  });

  it('refuses a caller without a token with 401', async () => {
    expect((await h.send('GET', '/scgl/excel/getExcel_car?languageId=2', undefined, { Authorization: '' })).status).toBe(401);
  });
});

describe('cabinet hints for the cart', () => {
  it("fill the containers with the caller's cart volume", async () => {
    const client = await customerWithCart('ddp-buyer', [
      [1, 30],
      [51, 10],
    ]);
    const [a, b] = [
      await client.skus.detail({ skuId: 1, languageId: 2 }),
      await client.skus.detail({ skuId: 51, languageId: 2 }),
    ];
    const volume = totalVolume([
      { volume: a.volume, quantity: 30 },
      { volume: b.volume, quantity: 10 },
    ]);
    const answer = await client.cabinet.tips({ cartType: CART_KIND.container, languageId: 2 });
    const hints = z.array(cabinetHint).parse(answer);
    expect(hints.map((x) => x.cabinetType)).toEqual(CONTAINER_TYPES);
    expect(hints.every((x) => x.volume === volume)).toBe(true);
  });
});
