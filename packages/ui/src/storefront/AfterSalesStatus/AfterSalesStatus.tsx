/** AfterSalesStatus: application – handling opinions – agree – implement – complete – evaluation, or cancelled as an end state. */
import { useIntl } from 'react-intl';
import { AFTER_SALES_STATUS, AFTER_SALES_STATUSES, statusKey } from '@kontor/api/rules';
import { Steps } from '../../components/Steps/Steps.js';
import { translateKey } from '../../components/Form/translate.js';
import * as css from './AfterSalesStatus.css.js';
import { messages } from './AfterSalesStatus.messages.js';

/** 9 ends a request instead of following evaluation. */
export const AFTER_SALES_CANCELLED = AFTER_SALES_STATUS.cancel;
const PROGRESS = AFTER_SALES_STATUSES.filter((entry) => entry.value !== AFTER_SALES_CANCELLED);

export interface AfterSalesStatusProps {
  /** The request's status value (AFTER_SALES_STATUSES: 0..5, 9). */
  status: number;
  /** For a cancelled request: the status it had reached before (application when unknown). */
  cancelledAt?: number | null | undefined;
  className?: string;
}

/** The status as words, in the user's language (the number itself when unknown). */
export function useAfterSalesStatusText(): (status: number) => string {
  const intl = useIntl();
  return (status) => {
    const key = statusKey(AFTER_SALES_STATUSES, status);
    return key ? translateKey(intl, key) : intl.formatNumber(status);
  };
}

export function AfterSalesStatus({ status, cancelledAt, className }: AfterSalesStatusProps) {
  const intl = useIntl();
  const statusText = useAfterSalesStatusText();
  const cancelled = status === AFTER_SALES_CANCELLED;
  const reached = cancelled
    ? (PROGRESS.find((entry) => entry.value === cancelledAt)?.value ?? PROGRESS[0]!.value)
    : status;
  const steps = PROGRESS.map((entry) => ({
    id: entry.value,
    label: translateKey(intl, entry.key),
  }));
  return (
    <div className={[css.root, className].filter(Boolean).join(' ')} data-status={status}>
      {/* The status in words, so its meaning never rests on the steps' colours. */}
      <p className={css.summary}>
        {intl.formatMessage(messages.current, { status: statusText(status) })}
      </p>
      {cancelled && (
        <p className={css.note}>
          {intl.formatMessage(messages.cancelledAfter, { step: statusText(reached) })}
        </p>
      )}
      <Steps
        steps={steps}
        current={reached}
        isCancelled={cancelled}
        aria-label={intl.formatMessage(messages.progress)}
      />
    </div>
  );
}
