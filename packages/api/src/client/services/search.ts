/** Search service (spec section 7, Shop: Search): the overlay's suggestions and popular words, /search results. */
import type { SearchSkusBody } from '../../contract/calls/index.js';
import type { LanguageId } from '../../rules/languages.js';
import type { Http } from '../http.js';

export function searchService(http: Http) {
  return {
    /** POST /scgl/search/getSearchWords */
    words: (searchWord: string, languageId: LanguageId) =>
      http.call('post', '/scgl/search/getSearchWords', 'searchWordList', {
        json: { searchWord, languageId },
      }),
    /** POST /scgl/search/getRecommendWord: 'Popular searches'. */
    popularWords: (languageId: LanguageId) =>
      http.call('post', '/scgl/search/getRecommendWord', 'searchWordList', { json: { languageId } }),
    /** POST /scgl/search/getSearchSkus */
    skus: (query: SearchSkusBody) =>
      http.call('post', '/scgl/search/getSearchSkus', 'searchSkusPage', { json: query }),
  };
}
export type SearchService = ReturnType<typeof searchService>;
