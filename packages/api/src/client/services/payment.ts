/** Payment service (spec section 7, Shop: Other): payment details by currency. */
import type { Http } from '../http.js';

export function paymentService(http: Http) {
  return {
    /** POST /scgl/payment/getByCurrency: the details for a currency, the terms in the language given. */
    byCurrency: (currency: string, languageId?: number) =>
      http.call('post', '/scgl/payment/getByCurrency', 'paymentAnswer', {
        json: languageId === undefined ? { currency } : { currency, languageId },
      }),
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
