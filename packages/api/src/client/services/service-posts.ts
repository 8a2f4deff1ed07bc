/** Parts-service post service (spec section 7, Shop: Service post): /partsService posts and their answers. */
import type { EntityId } from '../../contract/entities/index.js';
import type {
  ServiceEvaluationBody,
  ServicePostAddBody,
  ServicePostPageQuery,
  ServiceStatusBody,
} from '../../contract/calls/index.js';
import type { Http } from '../http.js';

export function servicePostsService(http: Http) {
  return {
    /** POST /scgl/servicePost/add */
    add: (post: ServicePostAddBody) =>
      http.call('post', '/scgl/servicePost/add', 'writeAnswer', { json: post }),
    /** GET /scgl/servicePost/page */
    page: (query: ServicePostPageQuery) =>
      http.call('get', '/scgl/servicePost/page', 'servicePostPage', { searchParams: query }),
    /** POST /scgl/servicePost/setServiceStatus */
    setStatus: (change: ServiceStatusBody) =>
      http.call('post', '/scgl/servicePost/setServiceStatus', 'writeAnswer', { json: change }),
    /** POST /scgl/servicePost/getServiceById */
    get: (id: EntityId) =>
      http.call('post', '/scgl/servicePost/getServiceById', 'servicePostDetail', { json: { id } }),
    /** POST /scgl/servicePost/getServiceResponse */
    responses: (id: EntityId) =>
      http.call('post', '/scgl/servicePost/getServiceResponse', 'serviceResponseList', {
        json: { id },
      }),
    /** POST /scgl/servicePost/evaluation */
    evaluate: (rating: ServiceEvaluationBody) =>
      http.call('post', '/scgl/servicePost/evaluation', 'writeAnswer', { json: rating }),
  };
}
export type ServicePostsService = ReturnType<typeof servicePostsService>;
