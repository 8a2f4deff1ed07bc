/** AfterSalesDetail: one after-sales request with its status steps, proofs in a viewer, handling opinions and cancel while allowed. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AfterSalesRequest } from '@kontor/api/contract';
import { SERVICE_TYPES, statusKey } from '@kontor/api/rules';
import { TriggerButton } from '../../components/Button/TriggerButton.js';
import { LazyDialogTrigger } from '../../components/LazyTrigger/LazyDialogTrigger.js';
import { translateKey } from '../../components/Form/translate.js';
import { AfterSalesStatus } from '../AfterSalesStatus/AfterSalesStatus.js';
import * as css from './AfterSalesDetail.css.js';
import { messages } from './AfterSalesDetail.messages.js';
import { ProofGallery, type Proof } from './ProofGallery.js';
import { DateTime } from '../../i18n/dates.js';

/** The cancel question and react-aria's modal code load when the pointer or focus first reaches the button. */
const loadConfirm = () =>
  import('../../components/ConfirmDialog/ConfirmDialog.js').then((module) => ({ default: module.ConfirmDialog }));

export interface HandlingOpinion {
  id: string | number;
  /** Plain text from the service team; shown as text, never as markup. */
  content: string;
  createTime?: string | null | undefined;
}

export interface AfterSalesDetailProps {
  request: AfterSalesRequest;
  /** The request's proof files with loadable addresses (the binding resolves the upload links). */
  proofImages?: readonly Proof[];
  proofOfPurchase?: readonly Proof[];
  /** Saves a proof that is not a picture (a PDF receipt), which shows as a file tile. */
  onSaveProof?: ((proof: Proof) => void) | undefined;
  opinions?: readonly HandlingOpinion[];
  /** Cancels the request; the action shows only while it is allowed (status 0 application by default). */
  onCancel?: (() => unknown) | undefined;
  canCancel?: boolean;
  className?: string;
}

/** A request can be withdrawn until the service team has answered it. */
export const CANCELLABLE_STATUSES: readonly number[] = [0];

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={css.term}>{term}</dt>
      <dd className={css.value}>{children}</dd>
    </div>
  );
}

export function AfterSalesDetail({
  request,
  proofImages = [],
  proofOfPurchase = [],
  onSaveProof,
  opinions = [],
  onCancel,
  canCancel,
  className,
}: AfterSalesDetailProps) {
  const intl = useIntl();
  const typeKey = statusKey(SERVICE_TYPES, request.serviceType);
  const cancellable =
    (canCancel ?? CANCELLABLE_STATUSES.includes(request.status)) && onCancel !== undefined;
  const serviceNo = request.serviceNo ?? String(request.id);
  return (
    <article
      className={[css.root, className].filter(Boolean).join(' ')}
      aria-labelledby={`after-sales-${request.id}`}
    >
      <h2 id={`after-sales-${request.id}`} className={css.title}>
        {intl.formatMessage(messages.title, { serviceNo })}
      </h2>
      <AfterSalesStatus status={request.status} />
      <dl className={css.fields}>
        {request.orderNo ? (
          <Row term={intl.formatMessage(messages.orderNo)}>{request.orderNo}</Row>
        ) : null}
        <Row term={intl.formatMessage(messages.artNo)}>{request.artNo}</Row>
        {request.itemName ? (
          <Row term={intl.formatMessage(messages.itemName)}>{request.itemName}</Row>
        ) : null}
        <Row term={intl.formatMessage(messages.serviceType)}>
          {typeKey ? translateKey(intl, typeKey) : ''}
        </Row>
        {request.applyQuantity != null ? (
          <Row term={intl.formatMessage(messages.applyQuantity)}>
            {intl.formatNumber(request.applyQuantity)}
          </Row>
        ) : null}
        <Row term={intl.formatMessage(messages.contactPerson)}>{request.contactPerson}</Row>
        <Row term={intl.formatMessage(messages.email)}>{request.email}</Row>
        {request.createTime ? (
          <Row term={intl.formatMessage(messages.createTime)}>
            <DateTime value={request.createTime} format="dateTime" />
          </Row>
        ) : null}
        {request.reason ? (
          <Row term={intl.formatMessage(messages.reason)}>{request.reason}</Row>
        ) : null}
        <Row term={intl.formatMessage(messages.damageDescription)}>{request.damageDescription}</Row>
      </dl>
      <section aria-labelledby={`after-sales-${request.id}-proofs`}>
        <h3 id={`after-sales-${request.id}-proofs`} className={css.subtitle}>
          {intl.formatMessage(messages.proofImages)}
        </h3>
        <ProofGallery proofs={proofImages} label={intl.formatMessage(messages.proofImages)} onSave={onSaveProof} />
      </section>
      <section aria-labelledby={`after-sales-${request.id}-purchase`}>
        <h3 id={`after-sales-${request.id}-purchase`} className={css.subtitle}>
          {intl.formatMessage(messages.proofOfPurchase)}
        </h3>
        <ProofGallery
          proofs={proofOfPurchase}
          label={intl.formatMessage(messages.proofOfPurchase)}
          onSave={onSaveProof}
        />
      </section>
      <section aria-labelledby={`after-sales-${request.id}-opinions`}>
        <h3 id={`after-sales-${request.id}-opinions`} className={css.subtitle}>
          {intl.formatMessage(messages.opinions)}
        </h3>
        {opinions.length === 0 ? (
          <p className={css.muted}>{intl.formatMessage(messages.noOpinions)}</p>
        ) : (
          <ol className={css.opinions}>
            {opinions.map((opinion) => (
              <li key={opinion.id} className={css.opinion}>
                {opinion.createTime ? <p className={css.muted}>{opinion.createTime}</p> : null}
                <p className={css.value}>{opinion.content}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      {cancellable && (
        <div className={css.actions}>
          <LazyDialogTrigger load={loadConfirm}>
            <TriggerButton variant="secondary">{intl.formatMessage(messages.cancel)}</TriggerButton>
            {(Confirm) => (
              <Confirm
                variant="danger"
                message={intl.formatMessage(messages.cancelQuestion)}
                confirmLabel={intl.formatMessage(messages.cancel)}
                cancelLabel={intl.formatMessage(messages.keep)}
                onConfirm={() => onCancel?.()}
              />
            )}
          </LazyDialogTrigger>
        </div>
      )}
    </article>
  );
}
