/**
 * Server state of the shop headers and footer: category tree, data classes and files, search words, the
 * trade-mode dictionary and the company details. Keys carry the language, so a switch refetches in place.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { EntityId } from '@kontor/api/contract';
import { languageId, type Language } from '@kontor/api/rules';
import { api } from '../api.js';
import { languageAtom } from '../state/settings.js';

export const headerKeys = {
  /** Shared with the home and category pages (same tree, same cache). */
  categories: (language: Language) => ['categories', language] as const,
  dataClasses: (language: Language) => ['data-classes', language] as const,
  files: (language: Language, classId: string) => ['data-classes', language, 'files', classId] as const,
  popularWords: (language: Language) => ['search-words', language, 'popular'] as const,
  searchWords: (language: Language, term: string) => ['search-words', language, 'typed', term] as const,
  tradeModes: (language: Language) => ['trade-modes', language] as const,
  company: (language: Language) => ['company-info', language] as const,
};

export function useCategoryTree() {
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: headerKeys.categories(language),
    queryFn: () => api.categories.tree(languageId(language)),
  });
}

export function useDataClasses(enabled: boolean) {
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: headerKeys.dataClasses(language),
    queryFn: () => api.dataClasses.list(languageId(language)),
    enabled,
  });
}

export function useClassFiles(classId: string | undefined) {
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: headerKeys.files(language, classId ?? ''),
    queryFn: () => api.dataClasses.files(languageId(language), classId as EntityId),
    enabled: classId !== undefined,
  });
}

export function usePopularWords(enabled: boolean) {
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: headerKeys.popularWords(language),
    queryFn: () => api.search.popularWords(languageId(language)),
    enabled,
    select: (words) => words.map((word) => word.word),
  });
}

/**
 * Suggestions for a (debounced) term. Each term is its own query, so a slow answer to an older term lands in
 * that term's cache entry and is never shown for the new one; the answer says which term it belongs to.
 */
export function useSearchSuggestions(term: string) {
  const language = useAtomValue(languageAtom);
  const query = useQuery({
    queryKey: headerKeys.searchWords(language, term),
    queryFn: () => api.search.words(term, languageId(language)),
    enabled: term !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    select: (words) => words.map((word) => word.word),
  });
  // While the new term loads, the previous term's words stay marked with their own term (the overlay hides them).
  return query.data && !query.isPlaceholderData ? { term, words: query.data } : undefined;
}

export function useTradeModeDictionary() {
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: headerKeys.tradeModes(language),
    queryFn: () => api.dictionaries.tradeModes(language),
    staleTime: Infinity,
  });
}

/** The company details of the footer and contact blocks in the current language (GET /scgl/company/info). */
export function useCompanyInfo() {
  const language = useAtomValue(languageAtom);
  return useQuery({
    queryKey: headerKeys.company(language),
    queryFn: () => api.company.info(languageId(language)),
    select: (info) => info ?? undefined,
    staleTime: Infinity,
  });
}
