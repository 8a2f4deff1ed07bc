/** Container (cabinet) hint service (spec section 7, Shop: Cabinet): fill tips and minimums. */
import type { CabinetProductBody, CabinetQueryBody } from '../../contract/calls/index.js';
import type { Http } from '../http.js';

export function cabinetService(http: Http) {
  return {
    /** POST /scgl/rfcabinetconfig/cabinetConfig/tipps: the fill hint for the cart. */
    tips: (query: CabinetQueryBody) =>
      http.call('post', '/scgl/rfcabinetconfig/cabinetConfig/tipps', 'cabinetHints', { json: query }),
    /** POST /scgl/rfcabinetconfig/cabinetConfig/min: the minimum fill for the cart. */
    minimum: (query: CabinetQueryBody) =>
      http.call('post', '/scgl/rfcabinetconfig/cabinetConfig/min', 'cabinetHints', { json: query }),
    /** POST /scgl/rfcabinetconfig/cabinetConfig/tippsOne: the fill hint for one product. */
    productTips: (query: CabinetProductBody) =>
      http.call('post', '/scgl/rfcabinetconfig/cabinetConfig/tippsOne', 'cabinetHints', {
        json: query,
      }),
    /** POST /scgl/rfcabinetconfig/cabinetConfig/minOne: the minimum for one product. */
    productMinimum: (query: CabinetProductBody) =>
      http.call('post', '/scgl/rfcabinetconfig/cabinetConfig/minOne', 'cabinetHints', {
        json: query,
      }),
  };
}
export type CabinetService = ReturnType<typeof cabinetService>;
