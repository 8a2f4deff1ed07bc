/** Payment service (spec section 7, Shop: Other): payment details by currency. */
import { paymentAnswer } from '../../contract/calls/index.js';
import type { Http } from '../http.js';

export function paymentService(http: Http) {
  return {
    /** POST /scgl/payment/getByCurrency */
    byCurrency: (currency: string) =>
      http.call('post', '/scgl/payment/getByCurrency', paymentAnswer, { json: { currency } }),
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
