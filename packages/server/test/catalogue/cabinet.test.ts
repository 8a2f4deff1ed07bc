import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { CabinetHint } from '@kontor/api/contract';
import { cabinetHint, cabinetHints } from '@kontor/api/contract';
import { CONTAINER_CAPACITIES, CONTAINER_TYPES, MAX_CART_VOLUME } from '@kontor/api/rules';
import { catalogueServer } from './harness.js';

const h = catalogueServer();
const list = (answer: unknown) => z.array(cabinetHint).parse(answer);

describe('cabinet hints for a volume', () => {
  it('tells per container type how many m³ are still missing', async () => {
    const hints = list(await h.client.cabinet.tips({ volume: 20, languageId: 2 }));
    expect(hints.map((x) => x.cabinetType)).toEqual(CONTAINER_TYPES);
    expect(hints[0]).toMatchObject({ capacity: CONTAINER_CAPACITIES['20'], missingVolume: 5 });
    expect(hints[0]?.tips).toBe("5.00\u00a0m³ more fills the 20' container");
    const french = list(await h.client.cabinet.tips({ volume: 12.5, languageId: 4 }));
    expect(french[0]?.tips).toBe('Encore 12,50\u00a0m³ pour remplir le conteneur 20\'');
    const one = cabinetHint.parse(
      await h.client.cabinet.tips({ volume: 52, cabinetType: '40', languageId: 3 }),
    );
    expect(one).toMatchObject({ missingVolume: 0, tips: "Der 40'-Container ist voll" });
  });

  it('names the smallest container the volume fits as the minimum, and warns over the cap', async () => {
    const min = cabinetHint.parse(await h.client.cabinet.minimum({ volume: 30, languageId: 2 }));
    expect(min).toMatchObject({ cabinetType: '40', missingVolume: 22 });
    const over = cabinetHint.parse(
      await h.client.cabinet.minimum({ volume: MAX_CART_VOLUME + 5, languageId: 2 }),
    );
    expect(over).toMatchObject({ cabinetType: '40H', exceedsCap: true });
    expect(over.tips).toContain(`${MAX_CART_VOLUME}.00\u00a0m³`);
  });

  it("reads the caller's cart when no volume is given, which needs the bearer token", async () => {
    const res = await h.send('POST', '/scgl/rfcabinetconfig/cabinetConfig/tipps', { cartType: 1 }, { Authorization: '' });
    expect(res.status).toBe(401);
  });
});

describe('cabinet hints for one product', () => {
  it('counts the pieces still needed and the pieces a full container takes', async () => {
    const detail = await h.client.skus.detail({ skuId: 1, languageId: 2 });
    const hint = cabinetHints.parse(
      await h.client.cabinet.productTips({
        skuId: 1,
        quantity: 10,
        cabinetType: '20',
        languageId: 2,
      }),
    ) as CabinetHint;
    expect(hint.volume).toBeCloseTo(detail.volume! * 10, 2);
    expect(hint.minQuantity).toBe(Math.ceil(hint.missingVolume! / detail.volume!));
    expect(hint.fullQuantity).toBe(detail.qty20);
  });

  it('answers one carton as the minimum', async () => {
    const detail = await h.client.skus.detail({ skuId: 11, languageId: 2 });
    const hint = cabinetHint.parse(await h.client.cabinet.productMinimum({ skuId: 11 }));
    expect(hint).toMatchObject({
      minQuantity: detail.packingUnit,
      fullQuantity: detail.qty20,
      cabinetType: '20',
    });
  });
});
