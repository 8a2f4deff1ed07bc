/** OrderList: the member's orders, one page at a time, filtered by status and searched by order number. */
import { useIntl } from 'react-intl';
import type { Order } from '@kontor/api/contract';
import { ORDER_STATUS_STEPS, ORDER_STATUS_TONES, statusTone } from '@kontor/api/rules';
import { translateKey } from '../../components/Form/translate.js';
import { LoadFailed } from '../../components/EmptyState/LoadFailed.js';
import { Link } from '../../components/Link/Link.js';
import { Pagination } from '../../components/Pagination/Pagination.js';
import { SearchField } from '../../components/SearchField/SearchField.js';
import { useDate } from '../../i18n/dates.js';
import { useMoney, useVolume } from '../../i18n/numbers.js';
import { StatusChip } from '../StatusChip/StatusChip.js';
import { messages } from '../OrderDetail/OrderDetail.messages.js';
import * as css from './OrderList.css.js';
import { LazySelect } from '../../components/LazyTrigger/LazySelect.js';

const ALL = 'all';

export interface OrderListProps {
  orders: readonly Order[];
  current: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The status filter; null shows every status. */
  status: number | null;
  onStatusChange: (status: number | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Where an order's detail opens, e.g. `/Order?id=7`. */
  hrefOf: (order: Order) => string;
  /** The page could not be loaded: said in the table's place (the filter and search stay), with `onRetry`. */
  loadFailed?: boolean | undefined;
  onRetry?: (() => void) | undefined;
}

export function OrderList({ orders, current, size, total, onPageChange, status, onStatusChange, search, onSearchChange, hrefOf, loadFailed = false, onRetry }: OrderListProps) {
  const intl = useIntl();
  const money = useMoney();
  const volume = useVolume();
  // Hours and minutes are enough to tell two orders of a day apart; seconds only make the column ragged.
  const date = useDate('dateTime');
  const statusText = (value: number) => {
    const entry = ORDER_STATUS_STEPS.find((step) => step.value === value);
    return entry ? translateKey(intl, entry.key) : String(value);
  };
  const options = [{ id: ALL, label: intl.formatMessage(messages.allStatuses) }, ...ORDER_STATUS_STEPS.map((step) => ({ id: String(step.value), label: translateKey(intl, step.key) }))];
  return (
    <section className={css.list} aria-label={intl.formatMessage(messages.list)}>
      <div className={css.toolbar}>
        <LazySelect
          label={intl.formatMessage(messages.status)}
          options={options}
          value={status === null ? ALL : String(status)}
          onChange={(key) => onStatusChange(key === ALL || key === null ? null : Number(key))}
        />
        <SearchField label={intl.formatMessage(messages.search)} value={search} onChange={onSearchChange} />
      </div>
      {loadFailed ? (
        <LoadFailed message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      ) : orders.length === 0 ? (
        <p className={css.empty} role="status">
          {search.trim() ? intl.formatMessage(messages.noMatch, { search: search.trim() }) : intl.formatMessage(messages.empty)}
        </p>
      ) : (
        <table className={css.table}>
          <thead className={css.head}>
            <tr>
              <th scope="col">{intl.formatMessage(messages.orderNo)}</th>
              <th scope="col">{intl.formatMessage(messages.orderDate)}</th>
              <th scope="col">{intl.formatMessage(messages.status)}</th>
              <th scope="col" className={css.numberHead}>{intl.formatMessage(messages.totalVolume)}</th>
              <th scope="col" className={css.numberHead}>{intl.formatMessage(messages.totalAmount)}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className={css.row} data-testid="order-row">
                <th scope="row" className={css.orderNo}>
                  <Link href={hrefOf(order)} variant="standalone" aria-label={intl.formatMessage(messages.open, { orderNo: order.orderNo })}>
                    {order.orderNo}
                  </Link>
                </th>
                <td className={css.date}>{date(order.orderDate)}</td>
                <td className={css.statusCell}>
                  <StatusChip text={statusText(order.status)} tone={statusTone(ORDER_STATUS_TONES, order.status)} status={order.status} />
                </td>
                <td className={css.number} data-label={intl.formatMessage(messages.totalVolume)}>
                  {order.totalVolume == null ? '' : volume(order.totalVolume)}
                </td>
                <td className={css.number} data-label={intl.formatMessage(messages.totalAmount)}>
                  {order.totalAmount == null ? '' : money(order.totalAmount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!loadFailed && total > size ? <Pagination current={current} size={size} total={total} onChange={onPageChange} /> : null}
    </section>
  );
}
