/** Member calls (spec section 7, Shop: Member): account, levels and the country list. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { countryArea, entityId, maybe, memberInfo, memberLevel } from '../entities/index.js';
import { TEXT_MAX_LENGTH, type TextKind } from '../../rules/limits.js';
import { languageIdField } from './common.js';
import { VALIDATION_KEYS as K, userNameProblem } from '../../rules/validation.js';

/* @__NO_SIDE_EFFECTS__ */
function bounded(kind: TextKind) {
  return maybe(checked(z.string(), z.trim(), z.maxLength(TEXT_MAX_LENGTH[kind], { error: K.textTooLong })));
}

/**
 * PUT /scgl/rfmembernew/edit/info: the personal centre sends the edited account back. The member's own fields
 * are bounded (the phone and mail formats are checked by the server with the spec's helpers); what it reads
 * but may not change (level, sales contact, trade mode) may come back and is ignored.
 */
export const memberEditBody = z.looseObject({
  ...memberInfo.def.shape,
  // The name as the user-info form checks it, when the edit sends one (spec section 5: 2 to 20).
  name: maybe(checked(z.string(), z.trim(), z.refine((value) => userNameProblem(value) === undefined, { error: K.nameLength }))),
  company: bounded('name'),
  tel: bounded('phone'),
  email: bounded('email'),
  country: bounded('name'),
  countryId: maybe(entityId),
  languageId: maybe(languageIdField),
});
export type MemberEditBody = z.input<typeof memberEditBody>;

/** GET /scgl/rfmemberlevel/djlist */
export const memberLevelList = z.array(memberLevel);

export { COUNTRY_AREA_LEVEL } from '../constants.js';
export const countryAreaQuery = z.object({ level: checked(z.number(), z.int(), z.minimum(1)) });
export type CountryAreaQuery = z.infer<typeof countryAreaQuery>;
export const countryAreaList = z.array(countryArea);
