/** OrderList: the member's orders, one page at a time, filtered by status and searched by order number. */
import { useIntl } from 'react-intl';
import type { Order } from '@kontor/api/contract';
import { ORDER_STATUS_STEPS } from '@kontor/api/rules';
import { translateKey } from '../../components/Form/translate.js';
import { Link } from '../../components/Link/Link.js';
import { Pagination } from '../../components/Pagination/Pagination.js';
import { SearchField } from '../../components/SearchField/SearchField.js';
import { useMoney, useVolume } from '../../i18n/numbers.js';
import { messages } from '../OrderDetail/OrderDetail.messages.js';
import * as css from './OrderList.css.js';
import { LazySelect } from './LazySelect.js';

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
}

export function OrderList({ orders, current, size, total, onPageChange, status, onStatusChange, search, onSearchChange, hrefOf }: OrderListProps) {
  const intl = useIntl();
  const money = useMoney();
  const volume = useVolume();
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
      {orders.length === 0 ? (
        <p className={css.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className={css.rows}>
          {orders.map((order) => (
            <li key={order.id} className={css.row} data-testid="order-row">
              <Link href={hrefOf(order)} variant="standalone" aria-label={intl.formatMessage(messages.open, { orderNo: order.orderNo })}>
                {order.orderNo}
              </Link>
              <span className={css.muted}>{order.orderDate}</span>
              <span className={css.status} data-status={order.status}>{statusText(order.status)}</span>
              <span className={css.number}>{order.totalVolume == null ? '' : volume(order.totalVolume)}</span>
              <span className={css.number}>{order.totalAmount == null ? '' : money(order.totalAmount)}</span>
            </li>
          ))}
        </ul>
      )}
      {total > size ? <Pagination current={current} size={size} total={total} onChange={onPageChange} /> : null}
    </section>
  );
}
