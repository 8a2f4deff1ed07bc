/** Server state of the browse pages: one query per call, keyed by what it asks and the language. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Product } from '@kontor/api/contract';
import { languageId, type LanguageId } from '@kontor/api/rules';
import { api } from '../../api.js';
import { languageAtom } from '../../state/settings.js';

export function useLanguageId(): LanguageId {
  return languageId(useAtomValue(languageAtom));
}

export const browseKeys = {
  product: (skuId: string, lang: number) => ['browse', 'product', skuId, lang] as const,
  spareParts: (skuId: string, lang: number) => ['browse', 'spare-parts', skuId, lang] as const,
  questions: (skuCode: string) => ['browse', 'questions', skuCode] as const,
  threeD: (skuCode: string) => ['browse', 'threed', skuCode] as const,
};

/** A product's detail (POST yq/skuid); the same answer serves /detail, /detailParts and /partsServiceDetail. */
export function useProduct(skuId: string | null) {
  const lang = useLanguageId();
  return useQuery({
    queryKey: browseKeys.product(skuId ?? '', lang),
    queryFn: () => api.skus.detail({ skuId: skuId!, languageId: lang }),
    enabled: !!skuId,
  });
}

/** The spare parts of a product (getRfSpareParts by its SKU). */
export function useSpareParts(skuId: string | null) {
  const lang = useLanguageId();
  return useQuery({
    queryKey: browseKeys.spareParts(skuId ?? '', lang),
    queryFn: async (): Promise<Product[]> => {
      const answer = await api.spareParts.list({ languageId: lang, skuId: skuId! });
      return Array.isArray(answer) ? answer : answer.records;
    },
    enabled: !!skuId,
  });
}

export function useQuestions(skuCode: string | undefined) {
  const lang = useLanguageId();
  return useQuery({
    queryKey: browseKeys.questions(skuCode ?? ''),
    queryFn: () => api.questions.bySku({ skuCode: skuCode!, languageId: lang }),
    enabled: !!skuCode,
  });
}

export function useThreeD(skuCode: string | undefined) {
  return useQuery({
    queryKey: browseKeys.threeD(skuCode ?? ''),
    queryFn: () => api.share.threeD(skuCode!),
    enabled: !!skuCode,
  });
}
