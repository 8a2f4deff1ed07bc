/** Server state of the parts screens: spare parts by product, the member's service posts, one post and its thread. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { Product, ServiceEvaluationBody, ServicePostAddBody, ServicePostPageQuery } from '@kontor/api/contract';
import { SERVICE_POST_STATUS } from '@kontor/api/rules';
import { api } from '../../api.js';
import { signedInAtom } from '../../session/state.js';
import { useLanguageId } from '../browse/queries.js';

export const partsKeys = {
  search: (word: string, lang: number) => ['parts', 'search', word, lang] as const,
  posts: ['service-posts'] as const,
  page: (query: ServicePostPageQuery) => ['service-posts', 'page', query] as const,
  post: (id: string) => ['service-posts', 'one', id] as const,
  responses: (id: string) => ['service-posts', 'responses', id] as const,
};

/** How many parts one search shows (the parts home pages; a product has a handful). */
const SEARCH_SIZE = 48;

/** Spare parts whose product (or own name or art. no.) matches the word; nothing is asked for an empty word. */
export function usePartsSearch(word: string) {
  const lang = useLanguageId();
  return useQuery({
    queryKey: partsKeys.search(word, lang),
    queryFn: async (): Promise<Product[]> => {
      const answer = await api.spareParts.list({ languageId: lang, current: 1, size: SEARCH_SIZE, searchWord: word });
      return Array.isArray(answer) ? answer : answer.records;
    },
    enabled: word !== '',
  });
}

export function useServicePostPage(query: ServicePostPageQuery) {
  // The member's own requests: asked once the session is read (the server draws the page for nobody, then it hydrates).
  const enabled = useAtomValue(signedInAtom);
  return useQuery({ queryKey: partsKeys.page(query), queryFn: () => api.servicePosts.page(query), placeholderData: keepPreviousData, enabled });
}

/** Another member's post or a gone one answers 404: final, so asked once (one toast, not one per retry). */
const retryUnlessMissing = (failures: number, error: unknown) => failures < 1 && (error as { status?: number }).status !== 404;

export function useServicePost(id: string | null) {
  return useQuery({ queryKey: partsKeys.post(id ?? ''), queryFn: () => api.servicePosts.get(id!), enabled: !!id, retry: retryUnlessMissing });
}

/** The thread's answers, asked once the post itself was found. */
export function useServiceResponses(id: string | null, postFound: boolean) {
  return useQuery({
    queryKey: partsKeys.responses(id ?? ''),
    queryFn: () => api.servicePosts.responses(id!),
    enabled: !!id && postFound,
    retry: retryUnlessMissing,
  });
}

/** The post's actions; each refreshes the lists and the open thread. */
export function useServicePostActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: partsKeys.posts });
  const add = useMutation({
    mutationFn: (post: ServicePostAddBody) => api.servicePosts.add(post) as Promise<{ id?: string | number } | null>,
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (id: string | number) => api.servicePosts.setStatus({ id, serviceStatus: SERVICE_POST_STATUS.cancelled }),
    onSuccess: refresh,
  });
  const evaluate = useMutation({
    mutationFn: (rating: ServiceEvaluationBody) => api.servicePosts.evaluate(rating),
    onSuccess: refresh,
  });
  return { add, cancel, evaluate };
}
