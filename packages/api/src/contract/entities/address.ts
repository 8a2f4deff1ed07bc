/**
 * Delivery address of the member (/scgl/rfmemberreceiving). isElevator = forklift needed and
 * isNotice = appointment before delivery keep the backend's names; deliveryType indexes DELIVERY_TYPES.
 */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, flag, maybe } from './wire.js';

/** A receiving time window: weekday 1 (Monday) to 7 (Sunday), times as 'HH:mm'. */
export const receivingWindow = z.looseObject({
  weekday: checked(z.number(), z.int(), z.minimum(1), z.maximum(7)),
  startTime: z.string(),
  endTime: z.string(),
});
export type ReceivingWindow = z.infer<typeof receivingWindow>;

export const address = z.looseObject({
  id: maybe(entityId),
  memberId: maybe(entityId),
  company: maybe(z.string()),
  street: maybe(z.string()),
  postalCode: maybe(z.string()),
  city: maybe(z.string()),
  country: maybe(z.string()),
  contactPerson: maybe(z.string()),
  receiver: maybe(z.string()),
  phone: maybe(z.string()),
  fax: maybe(z.string()),
  isElevator: maybe(flag),
  isNotice: maybe(flag),
  deliveryType: maybe(z.number()),
  receivingTimes: maybe(z.array(receivingWindow)),
  isDefault: maybe(flag),
});
export type Address = z.infer<typeof address>;
