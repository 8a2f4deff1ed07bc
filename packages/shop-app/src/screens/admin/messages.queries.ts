/** Server state of the messages centre: one page of my messages, and the actions that refresh it and the unread badge. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { EntityId, Message } from '@kontor/api/contract';
import { api } from '../../api.js';
import { signedInAtom } from '../../session/state.js';

/** Messages per page of the centre. */
export const MESSAGE_PAGE_SIZE = 10;
const MESSAGES_KEY = ['messages'] as const;

export function useMyMessages(current: number) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'mine', current],
    queryFn: () => api.messages.mine({ current, size: MESSAGE_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: useAtomValue(signedInAtom),
  });
}

/** Each action refreshes the list and the unread count (['messages', 'unread-count']) alike. */
export function useMessageActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: MESSAGES_KEY });
  const markRead = useMutation({ mutationFn: (ids: EntityId[]) => api.messages.markRead(ids), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (ids: EntityId[]) => api.messages.removeBatch(ids), onSuccess: refresh });
  const collect = useMutation({ mutationFn: (id: EntityId) => api.messages.collect(id), onSuccess: refresh });
  const open = useMutation({ mutationFn: (message: Message) => api.messages.read(message.id), onSuccess: refresh });
  return {
    markRead: markRead.mutateAsync,
    remove: remove.mutateAsync,
    collect: collect.mutateAsync,
    open: open.mutate,
  };
}
