/** Brand and family services (spec section 7, Shop: Brands and families): /product, /family, /partsFamily. */
import type { FamilyGoodsBody, FamilyPageBody, FamilyRecommendQuery } from '../../contract/calls/index.js';
import type { EntityId } from '../../contract/entities/index.js';
import type { Http } from '../http.js';
import { segment } from './segment.js';

export function brandsService(http: Http) {
  return {
    /** GET /scgl/rfbrand/brandlist/qy/{id} */
    list: (id: EntityId) =>
      http.call('get', `/scgl/rfbrand/brandlist/qy/${segment(id)}`, 'brandList'),
  };
}
export type BrandsService = ReturnType<typeof brandsService>;

export function familiesService(http: Http) {
  return {
    /** POST /scgl/rffamilys/yq/page */
    page: (query: FamilyPageBody) =>
      http.call('post', '/scgl/rffamilys/yq/page', 'familyPage', { json: query }),
    /** POST /scgl/rffamilygoods/familys */
    goods: (query: FamilyGoodsBody) =>
      http.call('post', '/scgl/rffamilygoods/familys', 'familyGoods', { json: query }),
    /** GET /scgl/rffamilygoods/yq/recommend/{id} */
    recommended: (id: EntityId, query?: FamilyRecommendQuery) =>
      http.call('get', `/scgl/rffamilygoods/yq/recommend/${segment(id)}`, 'familyRecommendations', {
        searchParams: query,
      }),
  };
}
export type FamiliesService = ReturnType<typeof familiesService>;
