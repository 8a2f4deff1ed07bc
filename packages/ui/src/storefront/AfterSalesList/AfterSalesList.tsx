/** AfterSalesList: the member's after-sales requests, one page at a time, filtered by status. */
import { useIntl } from 'react-intl';
import type { AfterSalesRequest } from '@kontor/api/contract';
import { AFTER_SALES_STATUSES, AFTER_SALES_STATUS_TONES, SERVICE_TYPES, statusKey, statusTone } from '@kontor/api/rules';
import { translateKey } from '../../components/Form/translate.js';
import { Link } from '../../components/Link/Link.js';
import { LoadFailed } from '../../components/EmptyState/LoadFailed.js';
import { Pagination } from '../../components/Pagination/Pagination.js';
import { LazySelect } from '../../components/LazyTrigger/LazySelect.js';
import { useAfterSalesStatusText } from '../AfterSalesStatus/AfterSalesStatus.js';
import { StatusChip } from '../StatusChip/StatusChip.js';
import * as css from './AfterSalesList.css.js';
import { messages } from './AfterSalesList.messages.js';
import { DateTime } from '../../i18n/dates.js';

const ALL = 'all';

export interface AfterSalesListProps {
  requests: readonly AfterSalesRequest[];
  current: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The status filter; null shows every status. */
  status: number | null;
  onStatusChange: (status: number | null) => void;
  /** Where a request's detail opens, e.g. `/personal/aftersales/7`. */
  hrefOf: (request: AfterSalesRequest) => string;
  /** The page could not be loaded: said in the list's place (the filter stays), with `onRetry`. */
  loadFailed?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  className?: string;
}

export function AfterSalesList({
  requests,
  current,
  size,
  total,
  onPageChange,
  status,
  onStatusChange,
  hrefOf,
  loadFailed = false,
  onRetry,
  className,
}: AfterSalesListProps) {
  const intl = useIntl();
  const statusText = useAfterSalesStatusText();
  const typeText = (value: number) => {
    const key = statusKey(SERVICE_TYPES, value);
    return key ? translateKey(intl, key) : '';
  };
  const options = [
    { id: ALL, label: intl.formatMessage(messages.allStatuses) },
    ...AFTER_SALES_STATUSES.map((entry) => ({
      id: String(entry.value),
      label: translateKey(intl, entry.key),
    })),
  ];
  return (
    <section
      className={[css.list, className].filter(Boolean).join(' ')}
      aria-label={intl.formatMessage(messages.list)}
    >
      <div className={css.toolbar}>
        {/* Light first: the list box's code loads when the pointer or focus reaches the filter. */}
        <LazySelect
          label={intl.formatMessage(messages.status)}
          options={options}
          value={status === null ? ALL : String(status)}
          onChange={(key) => onStatusChange(key === ALL || key === null ? null : Number(key))}
        />
      </div>
      {loadFailed ? (
        <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      ) : requests.length === 0 ? (
        <p className={css.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className={css.rows}>
          {requests.map((request) => {
            const number = request.serviceNo ?? String(request.id);
            return (
              <li key={request.id} className={css.row} data-testid="after-sales-row">
                <Link
                  href={hrefOf(request)}
                  variant="standalone"
                  className={css.number}
                  aria-label={intl.formatMessage(messages.open, { serviceNo: number })}
                >
                  {number}
                </Link>
                <span className={css.date}>
                  <DateTime value={request.createTime} format="dateTime" />
                </span>
                <span className={css.product}>
                  <span className={css.artNo}>{request.artNo}</span>
                  {request.itemName ? <span>{request.itemName}</span> : null}
                </span>
                <span className={css.fact} data-label={intl.formatMessage(messages.serviceType)}>
                  {typeText(request.serviceType)}
                </span>
                {/* Kept when empty: on a desktop line the status stays in its own column. */}
                <span className={css.fact} data-label={intl.formatMessage(messages.quantityLabel)}>
                  {request.applyQuantity != null ? intl.formatMessage(messages.quantity, { count: request.applyQuantity }) : null}
                </span>
                {/* The status in words, with a tone and an icon: never by colour alone. */}
                <StatusChip
                  className={css.status}
                  text={statusText(request.status)}
                  tone={statusTone(AFTER_SALES_STATUS_TONES, request.status)}
                  status={request.status}
                />
              </li>
            );
          })}
        </ul>
      )}
      {!loadFailed && total > size ? (
        <Pagination current={current} size={size} total={total} onChange={onPageChange} />
      ) : null}
    </section>
  );
}
