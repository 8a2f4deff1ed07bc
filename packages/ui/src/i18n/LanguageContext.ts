/** The shop language the nearest Kontor provider renders in, for rules that take a language id (number and money format). */
import { createContext, useContext } from 'react';
import { FALLBACK_LANGUAGE, type Language } from '@kontor/api/rules';

export const LanguageContext = createContext<Language>(FALLBACK_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}
