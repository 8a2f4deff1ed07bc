/** ServicePostList: the member's parts-service posts, one page at a time, filtered by status, each opening its thread. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ServicePost } from '@kontor/api/contract';
import { EVALUATION_RANGE, SERVICE_POST_STATUS, SERVICE_POST_STATUSES } from '@kontor/api/rules';
import { translateKey } from '../../components/Form/translate.js';
import { Link } from '../../components/Link/Link.js';
import { Pagination } from '../../components/Pagination/Pagination.js';
import { LazySelect } from '../../components/LazyTrigger/LazySelect.js';
import { cx } from '../../styles/cx.js';
import { ServicePostStatus } from './ServicePostStatus.js';
import * as css from './ServicePostList.css.js';
import { messages } from './ServicePostList.messages.js';
import { DateTime } from '../../i18n/dates.js';

const ALL = 'all';

export interface ServicePostListProps {
  posts: readonly ServicePost[];
  current: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The status filter; null shows every status. */
  status: number | null;
  onStatusChange: (status: number | null) => void;
  /** Where a post's thread opens, e.g. `/partsService?post=7`. */
  hrefOf: (post: ServicePost) => string;
  /** The post whose thread is open beside the list. */
  currentId?: string | number | null | undefined;
  /** The list's heading level in its page. */
  headingLevel?: 2 | 3;
  /** Actions beside the filter, e.g. a link to a new post. */
  actions?: ReactNode;
  className?: string;
}

export function ServicePostList({
  posts,
  current,
  size,
  total,
  onPageChange,
  status,
  onStatusChange,
  hrefOf,
  currentId,
  headingLevel = 2,
  actions,
  className,
}: ServicePostListProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const options = [
    { id: ALL, label: intl.formatMessage(messages.allStatuses) },
    ...SERVICE_POST_STATUSES.map((entry) => ({ id: String(entry.value), label: translateKey(intl, entry.key) })),
  ];
  const titleId = 'service-post-list-title';
  return (
    <section className={cx(css.list, className)} aria-labelledby={titleId}>
      <Heading id={titleId} className={css.title}>{intl.formatMessage(messages.list)}</Heading>
      <div className={css.toolbar}>
        {/* Light first: the list box's code loads when the pointer or focus reaches the filter. */}
        <LazySelect
          label={intl.formatMessage(messages.status)}
          options={options}
          value={status === null ? ALL : String(status)}
          onChange={(key) => onStatusChange(key === ALL || key === null ? null : Number(key))}
        />
        {actions}
      </div>
      {posts.length === 0 ? (
        <p className={css.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className={css.rows}>
          {posts.map((post) => {
            const open = currentId != null && String(currentId) === String(post.id);
            return (
              <li key={post.id} className={css.row} data-testid="service-post-row" data-current={open || undefined}>
                <Link
                  href={hrefOf(post)}
                  variant="standalone"
                  aria-label={intl.formatMessage(messages.open, { title: post.title })}
                  aria-current={open ? 'true' : undefined}
                >
                  {post.title}
                </Link>
                {post.skuCode ? <span className={css.muted}>{intl.formatMessage(messages.product, { skuCode: post.skuCode })}</span> : null}
                <span className={css.muted}>
                  <DateTime value={post.createTime} format="dateTime" />
                </span>
                <ServicePostStatus status={post.serviceStatus} />
                {post.evaluation != null ? (
                  <span className={css.muted}>{intl.formatMessage(messages.rated, { rating: post.evaluation, max: EVALUATION_RANGE.max })}</span>
                ) : post.serviceStatus === SERVICE_POST_STATUS.processed ? (
                  <span className={css.muted}>{intl.formatMessage(messages.toRate)}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {total > size ? <Pagination current={current} size={size} total={total} onChange={onPageChange} /> : null}
    </section>
  );
}
