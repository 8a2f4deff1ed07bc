/** Display settings the whole app shares (language, theme), held in jotai atoms. */
import { atom } from 'jotai';
import { isLanguage, type Language } from '@kontor/api/rules';

/** English when nothing is stored (spec section 1, second reading); the stored value wins. */
function initialLanguage(): Language {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(fromUrl) ? fromUrl : 'en';
}

export const languageAtom = atom<Language>(initialLanguage());
