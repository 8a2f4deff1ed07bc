/**
 * ServicePostThread: one parts-service post as a conversation: the customer's post (with its pictures), then the
 * service's responses oldest first; cancel while processing, rate 1 to 5 stars once processed.
 */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ServicePost, ServiceResponse } from '@kontor/api/contract';
import { canCancelServicePost, canEvaluateServicePost, EVALUATION_RANGE, SERVICE_POST_STATUS } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { commonMessages } from '../../i18n/common.messages.js';
import { cx } from '../../styles/cx.js';
import { ProofGallery, type Proof } from '../AfterSalesDetail/ProofGallery.js';
import { EvaluationForm } from '../EvaluationForm/EvaluationForm.js';
import { ServicePostStatus } from '../ServicePostList/ServicePostStatus.js';
import * as css from './ServicePostThread.css.js';
import { messages } from './ServicePostThread.messages.js';
import { DateTime } from '../../i18n/dates.js';

export interface ServicePostThreadProps {
  post: ServicePost;
  /** The service's answers, oldest first; undefined while they load. */
  responses: readonly ServiceResponse[] | undefined;
  responsesStatus?: 'loading' | 'error' | 'content';
  onRetry?: () => void;
  /** The post's pictures where the browser can load them (see ProofGallery). */
  pictures?: readonly Proof[];
  /** Cancels the post (offered while the service is processing it). */
  onCancel?: () => Promise<unknown> | void;
  /** Rates the answer (offered once the post is processed and not yet rated). */
  onEvaluate?: (rating: number) => Promise<unknown> | void;
  headingLevel?: 2 | 3;
  /** A way back above the post, e.g. a link to all posts. */
  back?: ReactNode;
  className?: string;
}

export function ServicePostThread({
  post,
  responses,
  responsesStatus = 'content',
  onRetry,
  pictures = [],
  onCancel,
  onEvaluate,
  headingLevel = 2,
  back,
  className,
}: ServicePostThreadProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const titleId = `service-post-${post.id}-title`;
  const rated = post.evaluation != null;
  // Server text is shown as text, never as markup.
  return (
    <article className={cx(css.root, css.framed, className)} aria-labelledby={titleId} data-status={post.serviceStatus}>
      {back}
      <div className={css.head}>
        <Heading id={titleId} className={css.title}>{post.title}</Heading>
        <ServicePostStatus status={post.serviceStatus} />
      </div>
      {post.skuCode ? <p className={css.muted}>{intl.formatMessage(messages.product, { skuCode: post.skuCode })}</p> : null}
      <ol className={css.messages} aria-label={intl.formatMessage(messages.thread)}>
        <li className={css.message} data-author="customer">
          <p className={css.author}>
            {intl.formatMessage(messages.you)}
            {post.createTime ? (
              <span className={css.muted}>
                <DateTime value={post.createTime} format="dateTime" />
              </span>
            ) : null}
          </p>
          {post.content ? <p className={css.text}>{post.content}</p> : null}
          {pictures.length > 0 && <ProofGallery proofs={pictures} label={intl.formatMessage(messages.pictures)} />}
        </li>
        {(responses ?? []).map((response, index) => (
          <li key={response.id ?? index} className={css.message} data-author="service">
            <p className={css.author}>
              {response.responder ?? intl.formatMessage(messages.service)}
              {response.createTime ? (
                <span className={css.muted}>
                  <DateTime value={response.createTime} format="dateTime" />
                </span>
              ) : null}
            </p>
            <p className={css.text}>{response.content}</p>
          </li>
        ))}
      </ol>
      {responsesStatus === 'loading' && <Skeleton lines={2} />}
      {responsesStatus === 'error' && (
        <div className={css.actions}>
          <p role="alert" className={css.muted}>{intl.formatMessage(messages.error)}</p>
          {onRetry && <Button variant="secondary" onPress={onRetry}>{intl.formatMessage(commonMessages.retry)}</Button>}
        </div>
      )}
      {post.serviceStatus === SERVICE_POST_STATUS.processing && (
        <p className={css.muted}>{intl.formatMessage(messages.waiting)}</p>
      )}
      {post.serviceStatus === SERVICE_POST_STATUS.cancelled && (
        <p className={css.muted}>{intl.formatMessage(messages.cancelled)}</p>
      )}
      {rated && (
        <p className={css.author}>{intl.formatMessage(messages.rated, { rating: post.evaluation!, max: EVALUATION_RANGE.max })}</p>
      )}
      {!rated && onEvaluate && canEvaluateServicePost(post.serviceStatus) && (
        <section aria-labelledby={`${titleId}-rate`} className={css.root}>
          <Sub id={`${titleId}-rate`} className={css.subtitle}>{intl.formatMessage(messages.rateTitle)}</Sub>
          <EvaluationForm onSubmit={onEvaluate} />
        </section>
      )}
      {onCancel && canCancelServicePost(post.serviceStatus) && (
        <div className={css.actions}>
          <Button variant="secondary" onPress={() => setAsking(true)}>{intl.formatMessage(messages.cancel)}</Button>
          <ConfirmDialog
            isOpen={asking}
            onOpenChange={setAsking}
            variant="danger"
            message={intl.formatMessage(messages.cancelQuestion)}
            confirmLabel={intl.formatMessage(messages.cancel)}
            cancelLabel={intl.formatMessage(messages.keep)}
            onConfirm={() => onCancel()}
          />
        </div>
      )}
    </article>
  );
}
