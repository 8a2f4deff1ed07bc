/** Server state of the browse pages: one query per call, keyed by what it asks and the language. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Product } from '@kontor/api/contract';
import { languageId, type LanguageId } from '@kontor/api/rules';
import { api } from '../../api.js';
import { languageAtom } from '../../state/settings.js';
import { signedInAtom } from '../../session/state.js';
import { useMatchedRoute } from '../../router/index.js';

export function useLanguageId(): LanguageId {
  return languageId(useAtomValue(languageAtom));
}

/**
 * Whom a catalogue answer is for: a member's carries prices and stock, a visitor's not (server/http/public-surface.ts).
 * Part of the key of such a query, so a member's page drawn (and hydrated) with the visitor's answer asks for the
 * member's once the session is read, keeping the visitor's on screen meanwhile (`placeholderData`).
 */
export type Audience = 'member' | 'visitor';
export function useAudience(): Audience {
  return useAtomValue(signedInAtom) ? 'member' : 'visitor';
}

/**
 * `placeholderData` of a query whose key ends with its audience: the visitor's answer stands in for the member's of
 * the same call while it loads; another product's (or language's) never does, that shows the page's loading state.
 */
export function visitorsUntilMembers<T>(previous: T | undefined, query: { queryKey: readonly unknown[] } | undefined, key: readonly unknown[]): T | undefined {
  const last = key.length - 1;
  const same = query !== undefined && query.queryKey.length === key.length && query.queryKey.every((part, index) => index === last || part === key[index]);
  return same ? previous : undefined;
}

/**
 * Whether the prices and stock shown are still to come: on a member's page, until the member's answer is here; on a
 * public page (the share page) while the visitor's answer stands in for the member's.
 */
export function useFactsPending(shown: { isPlaceholderData: boolean }): boolean {
  const memberPage = !useMatchedRoute()?.public;
  const audience = useAudience();
  return (memberPage && audience === 'visitor') || shown.isPlaceholderData;
}

export const browseKeys = {
  product: (skuId: string, lang: number, audience: Audience) => ['browse', 'product', skuId, lang, audience] as const,
  spareParts: (skuId: string, lang: number, audience: Audience) => ['browse', 'spare-parts', skuId, lang, audience] as const,
  recommend: (lang: number, audience: Audience) => ['browse', 'recommend', lang, audience] as const,
  questions: (skuCode: string) => ['browse', 'questions', skuCode] as const,
  threeD: (skuCode: string) => ['browse', 'threed', skuCode] as const,
};

/** A product's detail (POST yq/skuid); the same answer serves /detail, /detailParts and /partsServiceDetail. */
export function useProduct(skuId: string | null) {
  const lang = useLanguageId();
  const queryKey = browseKeys.product(skuId ?? '', lang, useAudience());
  return useQuery({
    queryKey,
    queryFn: () => api.skus.detail({ skuId: skuId!, languageId: lang }),
    enabled: !!skuId,
    placeholderData: (previous, query) => visitorsUntilMembers(previous, query, queryKey),
  });
}

/** The spare parts of a product (getRfSpareParts by its SKU). */
export function useSpareParts(skuId: string | null) {
  const lang = useLanguageId();
  const queryKey = browseKeys.spareParts(skuId ?? '', lang, useAudience());
  return useQuery({
    queryKey,
    queryFn: async (): Promise<Product[]> => {
      const answer = await api.spareParts.list({ languageId: lang, skuId: skuId! });
      return Array.isArray(answer) ? answer : answer.records;
    },
    enabled: !!skuId,
    placeholderData: (previous, query) => visitorsUntilMembers(previous, query, queryKey),
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
