/** Dictionary calls (spec section 7, Admin shell: Trade-mode dictionary). */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { dictItem } from '../entities/index.js';
import { LANGUAGES } from '../../rules/languages.js';

import { TRADE_MODE_DICT_TYPE } from '../constants.js';

export { TRADE_MODE_DICT_TYPE };

/** GET and POST /admin/syspublicdict/typelang?langtype=myfs&lang={language} */
export const dictTypeQuery = z.object({
  langtype: checked(z.string(), z.minLength(1)),
  lang: z.enum(LANGUAGES),
});
export type DictTypeQuery = z.infer<typeof dictTypeQuery>;
/** A list of value and label. */
export const dictItemList = z.array(dictItem);
