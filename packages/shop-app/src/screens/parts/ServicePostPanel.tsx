/** One service post's thread, read from the server, with its pictures, cancel and evaluation bound to the calls. */
import { useIntl } from 'react-intl';
import { Link } from '@kontor/ui/Link';
import { Skeleton } from '@kontor/ui/Skeleton';
import { EmptyState } from '@kontor/ui/EmptyState';
import { ServicePostThread } from '@kontor/ui/storefront/ServicePostThread';
import { useProofPictures } from '../aftersales/aftersales.queries.js';
import { partsMessages } from './parts.messages.js';
import { useServicePost, useServicePostActions, useServiceResponses } from './parts.queries.js';

export function ServicePostPanel({ id }: { id: string }) {
  const intl = useIntl();
  const post = useServicePost(id);
  const responses = useServiceResponses(id, post.isSuccess);
  const pictures = useProofPictures(post.data?.images ?? []);
  const { cancel, evaluate } = useServicePostActions();
  const back = <Link href="/partsService?tab=posts" variant="standalone">{intl.formatMessage(partsMessages.closeThread)}</Link>;
  return (
    <>
      {post.isPending ? (
        <Skeleton lines={6} />
      ) : post.data ? (
        <ServicePostThread
          back={back}
          post={post.data}
          responses={responses.data}
          responsesStatus={responses.isPending ? 'loading' : responses.isError ? 'error' : 'content'}
          onRetry={() => void responses.refetch()}
          pictures={pictures}
          onCancel={() => cancel.mutateAsync(post.data.id)}
          onEvaluate={(rating) => evaluate.mutateAsync({ id: post.data.id, evaluation: rating })}
        />
      ) : (
        <EmptyState title={<span role="alert">{intl.formatMessage(partsMessages.postNotFound)}</span>} action={back} />
      )}
    </>
  );
}
