/** Payment call (spec section 7, Shop: Other): payment details for a currency (the shop's is the euro). */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, maybe } from '../entities/index.js';
import { languageIdField } from './common.js';

/** POST /scgl/payment/getByCurrency: the currency, and the language the payment terms are wanted in. */
export const paymentQueryBody = z.looseObject({
  currency: checked(z.string(), z.minLength(1)),
  languageId: z.optional(languageIdField),
});
export type PaymentQueryBody = z.infer<typeof paymentQueryBody>;

/** Not shown in the spec: the bank details an order's payment terms point to are typed, the rest kept. */
export const paymentDetails = z.looseObject({
  id: maybe(entityId),
  currency: maybe(z.string()),
  paymentTerms: maybe(z.string()),
  bankName: maybe(z.string()),
  accountName: maybe(z.string()),
  iban: maybe(z.string()),
  swift: maybe(z.string()),
});
export type PaymentDetails = z.infer<typeof paymentDetails>;
/** Null when the backend has nothing for the currency. */
export const paymentAnswer = maybe(z.union([paymentDetails, z.array(paymentDetails)]));
