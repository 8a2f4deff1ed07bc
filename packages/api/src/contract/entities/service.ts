/**
 * After-sales and questions: service orders (/scgl/rfstoreserviceorder), product questions, service posts.
 * serviceType indexes SERVICE_TYPES, status AFTER_SALES_STATUSES (0..5, 9); a service post's
 * serviceStatus indexes AFTER_SALES_DIALOG_STATUSES (0 processing, 1 processed, 2 cancelled).
 */
import * as z from 'zod/mini';
import '../zod.js';
import { dateText, dictValue, entityId, maybe } from './wire.js';

export const afterSalesRequest = z.looseObject({
  id: entityId,
  serviceNo: maybe(z.string()),
  orderNo: maybe(z.string()),
  skuId: maybe(entityId),
  artNo: z.string(),
  itemName: maybe(z.string()),
  serviceType: dictValue,
  status: dictValue,
  applyQuantity: maybe(z.number()),
  reason: maybe(z.string()),
  /** Upload links of the damage photos (at most 5). */
  proofImages: maybe(z.array(z.string())),
  contactPerson: z.string(),
  email: z.string(),
  damageDescription: z.string(),
  /** Upload links of the customer's proof of purchase. */
  proofOfPurchase: z.array(z.string()),
  createTime: maybe(dateText),
});
export type AfterSalesRequest = z.infer<typeof afterSalesRequest>;

/** A product question with its answer (getQuestionAndAnswerBySkuCode); closed once closeQuestionById ran. */
export const question = z.looseObject({
  id: entityId,
  skuCode: z.string(),
  content: z.string(),
  answer: maybe(z.string()),
  userName: maybe(z.string()),
  closed: maybe(z.boolean()),
  createTime: maybe(dateText),
  answerTime: maybe(dateText),
});
export type Question = z.infer<typeof question>;

/** A parts-service post with the service's response and the customer's evaluation (1..5). */
export const servicePost = z.looseObject({
  id: entityId,
  title: z.string(),
  content: maybe(z.string()),
  skuCode: maybe(z.string()),
  images: maybe(z.array(z.string())),
  serviceStatus: dictValue,
  response: maybe(z.string()),
  evaluation: maybe(z.number()),
  createTime: maybe(dateText),
});
export type ServicePost = z.infer<typeof servicePost>;
