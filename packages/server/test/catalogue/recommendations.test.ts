import { describe, expect, it } from 'vitest';
import { recommendationList, wholeContainer } from '@kontor/api/contract';
import { CONTAINER_CAPACITIES } from '@kontor/api/rules';
import { catalogueServer } from './harness.js';

const h = catalogueServer();

describe('GET /scgl/rfsystemgroupdata/recommend', () => {
  it('answers hot and popular tiles with their in-stock products, and whole containers', async () => {
    const tiles = recommendationList.parse(await h.client.recommendations.home({ languageId: 2 }));
    const count = (type: string) => tiles.filter((t) => t.type === type).length;
    expect([count('hot'), count('popular'), count('fcl')]).toEqual([8, 8, 3]);
    for (const tile of tiles.filter((t) => t.type !== 'fcl')) {
      expect(tile.product?.skuId).toBe(tile.skuId);
      expect((tile.product?.stockCn ?? 0) + (tile.product?.stockDe ?? 0)).toBeGreaterThan(0);
    }
    expect(tiles.find((t) => t.type === 'fcl')?.link).toBe('/CaDetail?id=1');
  });

  it('filters by type', async () => {
    const hot = await h.client.recommendations.home({ languageId: 1, type: 'hot' });
    expect(hot.map((t) => t.type)).toEqual(Array(8).fill('hot'));
  });
});

describe('whole container detail', () => {
  it('lists the products and quantities that fill the container without overflowing it', async () => {
    const load = wholeContainer.parse(
      await h.client.recommendations.wholeContainer({ id: 1, languageId: 3 }),
    );
    expect(load).toMatchObject({ title: 'Essgruppen-Saison', cabinetType: '40H' });
    expect(load.products!.every((p) => (p.quantity ?? 0) > 0)).toBe(true);
    expect(load.totalVolume!).toBeLessThanOrEqual(CONTAINER_CAPACITIES['40H']);
    expect(load.totalVolume!).toBeGreaterThan(CONTAINER_CAPACITIES['40H'] * 0.8);
  });

  it('answers the short /fcl/detail path the spec lists the same way', async () => {
    const res = await h.send('GET', '/fcl/detail?id=3&languageId=2');
    expect(wholeContainer.parse((await res.json()).data)).toMatchObject({
      cabinetType: '20',
      title: 'Shade starter',
    });
  });
});
