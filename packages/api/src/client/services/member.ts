/** Member service (spec section 7, Shop: Member): the customer's account, member levels and countries. */
import { COUNTRY_AREA_LEVEL } from '../../contract/constants.js';
import type { MemberEditBody } from '../../contract/calls/index.js';
import type { LanguageId } from '../../rules/index.js';
import type { Http } from '../http.js';

export function memberService(http: Http) {
  return {
    /** GET /scgl/rfmembernew/info */
    info: () => http.call('get', '/scgl/rfmembernew/info', 'memberInfo'),
    /** PUT /scgl/rfmembernew/edit/info */
    editInfo: (member: MemberEditBody) =>
      http.call('put', '/scgl/rfmembernew/edit/info', 'writeAnswer', { json: member }),
    /** GET /scgl/rfmemberlevel/djlist, the level names in `languageId`'s language where the server keeps them. */
    levels: (languageId?: LanguageId) =>
      http.call('get', '/scgl/rfmemberlevel/djlist', 'memberLevelList', languageId ? { searchParams: { languageId } } : {}),
    /** GET /admin/syscountryarea/level?level=2 */
    countries: () =>
      http.call('get', '/admin/syscountryarea/level', 'countryAreaList', {
        searchParams: { level: COUNTRY_AREA_LEVEL },
      }),
  };
}
export type MemberService = ReturnType<typeof memberService>;
