/**
 * Parts-service posts (spec section 7, Service post): the wire values of a post's status, read through the
 * apply dialog's table (AFTER_SALES_DIALOG_STATUSES), and the bounds of the customer's evaluation.
 */
import { AFTER_SALES_DIALOG_STATUSES } from './statuses.js';

/** A post is being processed until the service has answered (processed) or the customer cancelled it. */
export const SERVICE_POST_STATUS = { processing: 0, processed: 1, cancelled: 2 } as const;
/** The post's statuses with their message keys, as the apply dialog names them. */
export const SERVICE_POST_STATUSES = AFTER_SALES_DIALOG_STATUSES;

/** The evaluation is a whole-star rating from 1 to 5, given after the post was processed. */
export const EVALUATION_RANGE = { min: 1, max: 5 } as const;

/** The customer may cancel a post only while the service is still processing it. */
export function canCancelServicePost(status: number): boolean {
  return status === SERVICE_POST_STATUS.processing;
}

/** The customer may evaluate a post once the service has processed it (a new rating replaces the old). */
export function canEvaluateServicePost(status: number): boolean {
  return status === SERVICE_POST_STATUS.processed;
}
