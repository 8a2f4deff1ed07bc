/** The product's questions (list, ask, close, feedback) and its sharing (link and email), bound to the api. */
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionForm, ShareEmailForm } from '@kontor/api/contract';
import { ProductQuestions } from '@kontor/ui/storefront/ProductQuestions';
import { ShareDialog } from '@kontor/ui/storefront/ShareDialog';
import { api } from '../../api.js';
import { useUser } from '../../session/useUser.js';
import { browseKeys, useLanguageId, useQuestions } from './queries.js';

function Questions({ skuCode }: { skuCode: string }) {
  const client = useQueryClient();
  const lang = useLanguageId();
  const questions = useQuestions(skuCode);
  const refresh = () => client.invalidateQueries({ queryKey: browseKeys.questions(skuCode) });
  const close = useMutation({ mutationFn: (id: string | number) => api.questions.close(id), onSuccess: refresh });
  const feedback = useMutation({
    mutationFn: ({ id, helpful }: { id: string | number; helpful: boolean }) => api.questions.feedback({ id, helpful }),
  });
  return (
    <ProductQuestions
      skuCode={skuCode}
      questions={questions.data}
      status={questions.isPending ? 'loading' : questions.isError ? 'error' : 'content'}
      onAsk={async (form: QuestionForm) => {
        await api.questions.ask({ ...form, languageId: lang });
        await refresh();
      }}
      onClose={(id) => close.mutate(id)}
      onFeedback={(id, helpful) => feedback.mutate({ id, helpful })}
    />
  );
}

function Share({ skuCode }: { skuCode: string }) {
  const lang = useLanguageId();
  const requestLink = useCallback(() => api.questions.shareUrl(skuCode), [skuCode]);
  // A signed-in buyer shares as themself: the form starts with what the shop knows (as the after-sales form does).
  const { user } = useUser();
  const sender = user ? { name: user.name ?? user.sysUser.realname, email: user.sysUser.email } : undefined;
  return (
    <ShareDialog
      skuCode={skuCode}
      sender={sender}
      onRequestLink={requestLink}
      onSendEmail={(form: ShareEmailForm) => api.questions.shareByEmail({ ...form, languageId: lang })}
    />
  );
}

export const ProductConversation = { Questions, Share };
