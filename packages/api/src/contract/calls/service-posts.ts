/** Parts-service post calls (spec section 7, Shop: Service post): ask, follow, answer, rate. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { dateText, entityId, maybe, page, questionForm, servicePost } from '../entities/index.js';
import { pageCurrent, pageSize, statusFilter } from './common.js';
import { MAX_UPLOAD_FILES, VALIDATION_KEYS as V } from '../../rules/validation.js';
import { EVALUATION_RANGE, SERVICE_POST_STATUSES } from '../../rules/service-posts.js';

/** A post's title and text cannot be empty, like a question's. */
const filledText = questionForm.shape.content;

/** POST /scgl/servicePost/add: a new post of the parts service (/partsService). */
export const servicePostAddBody = z.looseObject({
  title: filledText,
  content: filledText,
  skuCode: maybe(z.string()),
  images: maybe(
    checked(z.array(z.string()), z.maxLength(MAX_UPLOAD_FILES, { error: V.uploadMaxFiles })),
  ),
});
export type ServicePostAddBody = z.input<typeof servicePostAddBody>;

/** GET /scgl/servicePost/page */
export const servicePostPageQuery = z.object({
  current: pageCurrent,
  size: pageSize,
  serviceStatus: maybe(statusFilter(SERVICE_POST_STATUSES)),
});
export type ServicePostPageQuery = z.input<typeof servicePostPageQuery>;
export const servicePostPage = page(servicePost);

/** POST /scgl/servicePost/setServiceStatus: e.g. the customer cancels (AFTER_SALES_DIALOG_STATUSES). */
export const serviceStatusBody = z.looseObject({
  id: entityId,
  serviceStatus: checked(z.number(), z.int()),
});
export type ServiceStatusBody = z.input<typeof serviceStatusBody>;

/** POST /scgl/servicePost/getServiceById answers the post. */
export const servicePostDetail = servicePost;

/** POST /scgl/servicePost/getServiceResponse: the service's replies to a post, oldest first. */
export const serviceResponse = z.looseObject({
  id: maybe(entityId),
  postId: maybe(entityId),
  content: z.string(),
  responder: maybe(z.string()),
  createTime: maybe(dateText),
});
export type ServiceResponse = z.infer<typeof serviceResponse>;
export const serviceResponseList = z.array(serviceResponse);

/** POST /scgl/servicePost/evaluation: the customer's rating of the service, 1 to 5 (EVALUATION_RANGE). */
export const serviceEvaluationBody = z.looseObject({
  id: entityId,
  evaluation: checked(z.number(), z.int(), z.minimum(EVALUATION_RANGE.min), z.maximum(EVALUATION_RANGE.max)),
  content: maybe(z.string()),
});
export type ServiceEvaluationBody = z.input<typeof serviceEvaluationBody>;
