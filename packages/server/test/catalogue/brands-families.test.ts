import { describe, expect, it } from 'vitest';
import { brandList, familyGoods, familyPage, familyRecommendations } from '@kontor/api/contract';
import { catalogueServer } from './harness.js';

const h = catalogueServer();

describe('GET /scgl/rfbrand/brandlist/qy/{languageId}', () => {
  it('lists the brands with descriptions in the language and a logo served here', async () => {
    const brands = brandList.parse(await h.client.brands.list(3));
    expect(brands.map((b) => b.name)).toEqual([
      'Solvik',
      'Terrazza',
      'Heldhaus',
      'Marenco',
      'Lumbra',
      'Ostwind',
    ]);
    expect(brands[0]?.description).toContain('Aluminium');
    const logo = await fetch(brands[0]!.logo!);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });
});

describe('families', () => {
  it('pages families, by brand or by a category branch', async () => {
    const all = familyPage.parse(
      await h.client.families.page({ current: 1, size: 10, languageId: 2 }),
    );
    expect(all).toMatchObject({ total: 32, pages: 4, current: 1, size: 10 });
    const marenco = await h.client.families.page({
      current: 1,
      size: 50,
      languageId: 2,
      brandId: 4,
    });
    expect(marenco.records.map((f) => f.name)).toEqual([
      'Riviera',
      'Levante',
      'Maestrale',
      'Scirocco',
      'Granito',
      'Pergola',
    ]);
    const parasols = await h.client.families.page({
      current: 1,
      size: 50,
      languageId: 2,
      categoryId: 21,
    });
    expect(parasols.total).toBe(4);
  });

  it("lists a family's products in the language", async () => {
    const goods = familyGoods.parse(await h.client.families.goods({ familyId: 1, languageId: 4 }));
    expect(goods).toHaveLength(10);
    expect(goods.every((p) => p.familyId === 1 && p.name.includes('Table de repas'))).toBe(true);
  });

  it('recommends in-stock products of other families, the same category first', async () => {
    const products = familyRecommendations.parse(
      await h.client.families.recommended(1, { languageId: 2 }),
    );
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(8);
    expect(products.every((p) => p.familyId !== 1 && (p.stockCn ?? 0) + (p.stockDe ?? 0) > 0)).toBe(
      true,
    );
    expect(products[0]?.categoryId).toBe(111);
  });
});
