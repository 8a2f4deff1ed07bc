/** Recommendation service (spec section 7, Shop: Recommendations): the home page and whole containers. */
import type { RecommendQuery, WholeContainerQuery } from '../../contract/calls/index.js';
import type { Http } from '../http.js';

export function recommendationsService(http: Http) {
  return {
    /** GET /scgl/rfsystemgroupdata/recommend */
    home: (query: RecommendQuery) =>
      http.call('get', '/scgl/rfsystemgroupdata/recommend', 'recommendationList', {
        searchParams: query,
      }),
    /** GET /scgl/rfsystemgroupdata/fcl/detail: the /CaDetail page. */
    wholeContainer: (query: WholeContainerQuery) =>
      http.call('get', '/scgl/rfsystemgroupdata/fcl/detail', 'wholeContainer', {
        searchParams: query,
      }),
  };
}
export type RecommendationsService = ReturnType<typeof recommendationsService>;
