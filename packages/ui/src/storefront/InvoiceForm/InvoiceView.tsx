/** InvoiceView: an order's invoice (`orderBaseInvoice/{id}`): its number, amount and details, and its document. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Invoice } from '@kontor/api/contract';
import { Button } from '../../components/Button/Button.js';
import { messages as buttonMessages } from '../../components/Button/Button.messages.js';
import { Money } from '../../i18n/numbers.js';
import { FactGrid } from '../AccountPanel/FactGrid.js';
import * as css from './InvoiceForm.css.js';
import { messages } from './InvoiceForm.messages.js';
import { DateTime } from '../../i18n/dates.js';

type FactLabel = 'invoiceNo' | 'amount' | 'createTime' | 'company' | 'vatNo' | 'address' | 'email';

export interface InvoiceViewProps {
  invoice: Invoice;
  /** Downloads the invoice's document (a blob with its name); offered only when the invoice has one. */
  onDownload?: (() => unknown) | undefined;
  isDownloading?: boolean;
  /** How many documents the order has (its invoice, its after-sales proofs); with `onDownloadAll`, one zip of them. */
  documentCount?: number | undefined;
  onDownloadAll?: (() => unknown) | undefined;
  isDownloadingAll?: boolean;
  className?: string;
}

export function InvoiceView({
  invoice,
  onDownload,
  isDownloading,
  documentCount = 0,
  onDownloadAll,
  isDownloadingAll,
  className,
}: InvoiceViewProps) {
  const intl = useIntl();
  // Busy text drawn in the button rather than with `isPending` (see SubmitButton).
  const busy = (isBusy: boolean | undefined, label: string) =>
    isBusy ? <span aria-live="polite">{intl.formatMessage(buttonMessages.pending)}</span> : label;
  const facts: [FactLabel, ReactNode][] = [
    ['invoiceNo', invoice.invoiceNo],
    ['amount', invoice.amount == null ? null : <Money value={invoice.amount} />],
    ['createTime', invoice.createTime ? <DateTime value={invoice.createTime} format="dateTime" /> : null],
    ['company', invoice.company],
    ['vatNo', invoice.vatNo],
    ['address', invoice.address],
    ['email', invoice.email],
  ];
  return (
    <section className={[css.root, className].filter(Boolean).join(' ')} aria-labelledby="invoice-view-title">
      <h2 id="invoice-view-title" className={css.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <FactGrid
        facts={facts.map(([name, value]) => ({
          name,
          label: intl.formatMessage(messages[name]),
          value,
          numeric: name === 'amount',
        }))}
        fallback={intl.formatMessage(messages.notGiven)}
      />
      <div className={css.actions}>
        {invoice.fileLink && onDownload ? (
          <Button variant="secondary" isDisabled={isDownloading} onPress={() => void onDownload()}>
            {busy(isDownloading, intl.formatMessage(messages.download))}
          </Button>
        ) : (
          <p className={css.help}>{intl.formatMessage(messages.notIssued)}</p>
        )}
        {onDownloadAll && documentCount > 0 ? (
          <Button variant="secondary" isDisabled={isDownloadingAll} onPress={() => void onDownloadAll()}>
            {busy(isDownloadingAll, intl.formatMessage(messages.downloadAll, { count: documentCount }))}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
