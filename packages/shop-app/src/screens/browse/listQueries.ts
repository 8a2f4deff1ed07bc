/** Server state of the listing pages: recommendations, brands, families, categories, search and parts. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '@kontor/api/contract';
import { api } from '../../api.js';
import { browseKeys, useAudience, useLanguageId, visitorsUntilMembers } from './queries.js';

/** Products per page of the category, search and parts grids. */
export const PAGE_SIZE = 20;

export function useRecommendations() {
  const lang = useLanguageId();
  const queryKey = browseKeys.recommend(lang, useAudience());
  return useQuery({
    queryKey,
    queryFn: () => api.recommendations.home({ languageId: lang }),
    placeholderData: (previous, query) => visitorsUntilMembers(previous, query, queryKey),
  });
}

export function useWholeContainer(id: string | null) {
  const lang = useLanguageId();
  const queryKey = ['browse', 'fcl', id, lang, useAudience()];
  return useQuery({
    queryKey,
    queryFn: () => api.recommendations.wholeContainer({ id: id!, languageId: lang }),
    enabled: !!id,
    placeholderData: (previous, query) => visitorsUntilMembers(previous, query, queryKey),
  });
}

export function useBrands() {
  const lang = useLanguageId();
  return useQuery({ queryKey: ['browse', 'brands', lang], queryFn: () => api.brands.list(lang) });
}

export function useFamilies(brandId: string | null, current: number) {
  const lang = useLanguageId();
  return useQuery({
    queryKey: ['browse', 'families', brandId, current, lang],
    queryFn: () => api.families.page({ brandId: brandId!, current, size: PAGE_SIZE, languageId: lang }),
    enabled: !!brandId,
    placeholderData: keepPreviousData,
  });
}

/** A family's products, or for /partsFamily its spare parts. */
export function useFamilyProducts(familyId: string | null, parts: boolean) {
  const lang = useLanguageId();
  const queryKey = ['browse', 'family', familyId, parts, lang, useAudience()];
  return useQuery({
    queryKey,
    queryFn: async (): Promise<Product[]> => {
      if (!parts) return api.families.goods({ familyId: familyId!, languageId: lang });
      const answer = await api.spareParts.list({ familyId: familyId!, languageId: lang });
      return Array.isArray(answer) ? answer : answer.records;
    },
    enabled: !!familyId,
    placeholderData: (previous, query) => visitorsUntilMembers(previous, query, queryKey),
  });
}

export function useFamilyRecommendations(familyId: string | null) {
  const lang = useLanguageId();
  const queryKey = ['browse', 'family-recommend', familyId, lang, useAudience()];
  return useQuery({
    queryKey,
    queryFn: () => api.families.recommended(familyId!, { languageId: lang }),
    enabled: !!familyId,
    placeholderData: (previous, query) => visitorsUntilMembers(previous, query, queryKey),
  });
}

export function useCategory(id: string | null, current: number) {
  const lang = useLanguageId();
  const audience = useAudience();
  const path = useQuery({
    queryKey: ['browse', 'category-path', id, lang],
    queryFn: () => api.categories.path({ id: id!, languageId: lang }),
    enabled: !!id,
  });
  const children = useQuery({
    queryKey: ['browse', 'category-children', id, lang],
    queryFn: () => api.categories.children({ id: id!, languageId: lang }),
    enabled: !!id,
  });
  const skus = useQuery({
    queryKey: ['browse', 'category-skus', id, current, lang, audience],
    queryFn: () => api.categories.skus({ categoryId: id!, current, size: PAGE_SIZE, languageId: lang }),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });
  return { path, children, skus };
}

export function useSearchResults(word: string, current: number) {
  const lang = useLanguageId();
  return useQuery({
    queryKey: ['browse', 'search', word, current, lang, useAudience()],
    queryFn: () => api.search.skus({ searchWord: word, current, size: PAGE_SIZE, languageId: lang }),
    enabled: word.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function usePopularWords() {
  const lang = useLanguageId();
  return useQuery({ queryKey: ['browse', 'popular-words', lang], queryFn: () => api.search.popularWords(lang) });
}

export function usePartsPage(current: number) {
  const lang = useLanguageId();
  return useQuery({
    queryKey: ['browse', 'parts', current, lang],
    queryFn: () => api.spareParts.list({ current, size: PAGE_SIZE, languageId: lang }),
    placeholderData: keepPreviousData,
  });
}

/** The grid status of a query: loading, error or content. */
export function gridStatus(query: { isPending: boolean; isError: boolean }): 'loading' | 'error' | 'content' {
  return query.isPending ? 'loading' : query.isError ? 'error' : 'content';
}
