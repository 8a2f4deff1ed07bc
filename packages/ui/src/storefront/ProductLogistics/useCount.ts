/** Counts (pieces, cartons) in the current language's thousands style, from @kontor/api/rules. */
import { useCallback } from 'react';
import { formatCount, languageId } from '@kontor/api/rules';
import { useLanguage } from '../../i18n/LanguageContext.js';

export function useCount(): (value: number | null | undefined) => string {
  const mode = languageId(useLanguage());
  return useCallback((value: number | null | undefined) => formatCount(value, mode), [mode]);
}
