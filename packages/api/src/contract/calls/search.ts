/** Search calls (spec section 7, Shop: Search): suggestions while typing, popular words, results. */
import * as z from 'zod/mini';
import '../zod.js';
import { maybe, page, product, searchForm, searchWord } from '../entities/index.js';
import { languageIdField, pageCurrent, pageSize } from './common.js';

/** The overlay's input: at most 20 characters (spec section 5). */
const searchText = searchForm.shape.searchWord;

/** POST /scgl/search/getSearchWords: suggested words for what was typed. */
export const searchWordsBody = z.looseObject({
  searchWord: searchText,
  languageId: languageIdField,
});
export type SearchWordsBody = z.infer<typeof searchWordsBody>;
export const searchWordList = z.array(searchWord);

/** POST /scgl/search/getRecommendWord: the 'Popular searches' list. */
export const recommendWordsBody = z.looseObject({ languageId: languageIdField });
export type RecommendWordsBody = z.infer<typeof recommendWordsBody>;

/** POST /scgl/search/getSearchSkus: the /search?searchWord=... results, one page at a time. */
export const searchSkusBody = z.looseObject({
  searchWord: searchText,
  languageId: languageIdField,
  current: maybe(pageCurrent),
  size: maybe(pageSize),
});
export type SearchSkusBody = z.input<typeof searchSkusBody>;
export const searchSkusPage = page(product);
