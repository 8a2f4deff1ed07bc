/** The member's service posts: the paged list with its status filter, and the open post's thread above it. */
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@kontor/ui';
import { Button } from '@kontor/ui/Button';
import { Skeleton } from '@kontor/ui/Skeleton';
import { Note } from '@kontor/ui/storefront/BrowseLayout';
import { ServicePostList } from '@kontor/ui/storefront/ServicePostList';
import { useListPlace } from '../listPlace.js';
import { partsMessages } from './parts.messages.js';
import { useServicePostPage } from './parts.queries.js';

const PAGE_SIZE = 10;

// The open post's thread (its picture viewer and cancel confirmation: react-aria's dialog code) loads when a post
// is opened, not with the list.
const ServicePostPanel = lazy(() => import('./ServicePostPanel.js').then((module) => ({ default: module.ServicePostPanel })));

/** A post's thread in the parts service. */
export const postHref = (id: string | number) => `/partsService?tab=posts&post=${encodeURIComponent(String(id))}`;

export function ServicePostsSection({ openId, actions }: { openId?: string | null; actions?: ReactNode }) {
  const intl = useIntl();
  const { current, status, setCurrent, setStatus, query } = useListPlace();
  const posts = useServicePostPage({ current, size: PAGE_SIZE, ...(status === null ? {} : { serviceStatus: status }) });
  return (
    <>
      {openId ? (
        <Suspense fallback={<Skeleton lines={6} />}>
          <ServicePostPanel id={openId} />
        </Suspense>
      ) : null}
      {posts.isPending ? (
        <Skeleton lines={5} />
      ) : posts.isError ? (
        <Note role="alert">
          {intl.formatMessage(partsMessages.listError)}{' '}
          <Button variant="secondary" onPress={() => void posts.refetch()}>{intl.formatMessage(commonMessages.retry)}</Button>
        </Note>
      ) : (
        <ServicePostList
          headingLevel={openId ? 3 : 2}
          posts={posts.data.records}
          current={current}
          size={PAGE_SIZE}
          total={posts.data.total}
          onPageChange={setCurrent}
          status={status}
          onStatusChange={setStatus}
          hrefOf={(post) => postHref(post.id) + query}
          currentId={openId}
          actions={actions}
        />
      )}
    </>
  );
}
