/**
 * Dictionary service (spec section 7, Admin shell: Trade-mode dictionary). The parts header shows
 * modeOfTrade through this dictionary; tradeModeLabel matches the value to its label.
 */
import type { DictItem } from '../../contract/entities/index.js';
import { TRADE_MODE_DICT_TYPE } from '../../contract/constants.js';
import type { Language } from '../../rules/languages.js';
import type { Http } from '../http.js';

const tradeModeQuery = (language: Language) => ({ langtype: TRADE_MODE_DICT_TYPE, lang: language });

export function dictionariesService(http: Http) {
  return {
    /** GET /admin/syspublicdict/typelang?langtype=myfs&lang={language} */
    tradeModes: (language: Language) =>
      http.call('get', '/admin/syspublicdict/typelang', 'dictItemList', {
        searchParams: tradeModeQuery(language),
      }),
    /** POST /admin/syspublicdict/typelang: the generic helper's variant, same query. */
    tradeModesByPost: (language: Language) =>
      http.call('post', '/admin/syspublicdict/typelang', 'dictItemList', {
        searchParams: tradeModeQuery(language),
      }),
  };
}
export type DictionariesService = ReturnType<typeof dictionariesService>;

/**
 * The label of a trade mode: the entry whose value equals modeOfTrade. Values compare as text, as
 * the dictionary writes '1' where user info may carry 1. Undefined when the list has no such value.
 */
export function tradeModeLabel(
  list: readonly Pick<DictItem, 'value' | 'label'>[],
  modeOfTrade: string | number | null | undefined,
): string | undefined {
  if (modeOfTrade === null || modeOfTrade === undefined) return undefined;
  return list.find((item) => String(item.value) === String(modeOfTrade))?.label;
}
