import { describe, expect, it } from 'vitest';
import { searchSkusPage, searchWordList } from '@kontor/api/contract';
import { SEARCH_MAX_LENGTH } from '@kontor/api/rules';
import { catalogueServer } from './harness.js';

const h = catalogueServer();

describe('search words', () => {
  it('suggests words that start with the input first', async () => {
    const words = searchWordList.parse(await h.client.search.words('para', 2)).map((w) => w.word);
    expect(words[0]).toMatch(/^para/);
    expect(words).toEqual(expect.arrayContaining(['parasol', 'parasol base']));
  });

  it("answers eight popular words per language for 'Popular searches'", async () => {
    const de = await h.client.search.popularWords(3);
    const zh = await h.client.search.popularWords(1);
    expect(de).toHaveLength(8);
    expect(de.map((w) => w.word)).toContain('Schirm');
    expect(zh.map((w) => w.word)).toContain('伞');
  });

  it('offers no word that finds nothing: each suggested word, in each language, finds products and fits the field', async () => {
    for (const languageId of [1, 2, 3, 4] as const) {
      for (const { word } of await h.client.search.popularWords(languageId)) {
        expect(word.length, word).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
        const found = await h.client.search.skus({ searchWord: word, current: 1, size: 1, languageId });
        expect(found.total, `${word} (language ${languageId})`).toBeGreaterThan(0);
      }
    }
  });
});

describe('POST /scgl/search/getSearchSkus', () => {
  it('finds products whose every word matches, products before parts', async () => {
    const result = searchSkusPage.parse(
      await h.client.search.skus({ searchWord: 'Vento 220', languageId: 2, current: 1, size: 50 }),
    );
    expect(result.total).toBeGreaterThan(0);
    expect(result.records.every((p) => p.name.includes('Vento') && p.name.includes('220'))).toBe(
      true,
    );
    expect(result.records[0]?.isSparePart).toBe(false);
  });

  it('matches art. numbers, brands and Chinese names', async () => {
    expect(
      (await h.client.search.skus({ searchWord: 'SV01-101', languageId: 2 })).records[0]?.artNo,
    ).toBe('SV01-101');
    expect(
      (
        await h.client.search.skus({ searchWord: 'Marenco', languageId: 2, size: 100 })
      ).records.every((p) => p.brand === 'Marenco'),
    ).toBe(true);
    expect(
      (await h.client.search.skus({ searchWord: '侧柱伞', languageId: 1 })).total,
    ).toBeGreaterThan(0);
  });

  it('takes % literally and refuses more than the overlay allows', async () => {
    expect((await h.client.search.skus({ searchWord: '%', languageId: 2 })).total).toBe(0);
    const res = await h.send('POST', '/scgl/search/getSearchSkus', {
      searchWord: 'x'.repeat(SEARCH_MAX_LENGTH + 1),
      languageId: 2,
    });
    expect(await res.json()).toMatchObject({ code: 1 });
  });
});
