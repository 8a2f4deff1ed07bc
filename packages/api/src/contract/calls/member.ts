/** Member calls (spec section 7, Shop: Member): account, levels and the country list. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { countryArea, memberInfo, memberLevel } from '../entities/index.js';

/** PUT /scgl/rfmembernew/edit/info: the personal centre sends the edited account back. */
export const memberEditBody = memberInfo;
export type MemberEditBody = z.input<typeof memberEditBody>;

/** GET /scgl/rfmemberlevel/djlist */
export const memberLevelList = z.array(memberLevel);

/** GET /admin/syscountryarea/level?level=2: level 2 of the area tree holds the countries. */
export const COUNTRY_AREA_LEVEL = 2;
export const countryAreaQuery = z.object({ level: checked(z.number(), z.int(), z.minimum(1)) });
export type CountryAreaQuery = z.infer<typeof countryAreaQuery>;
export const countryAreaList = z.array(countryArea);
