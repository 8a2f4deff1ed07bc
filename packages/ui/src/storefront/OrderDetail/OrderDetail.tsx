/** OrderDetail: an order's facts, its status steps, its lines, and edit / order-again actions. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Order, OrderItem } from '@kontor/api/contract';
import { CART_KINDS, PAYMENT_STATUSES, containerLabel, offersAfterSales } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { Link } from '../../components/Link/Link.js';
import { translateKey } from '../../components/Form/translate.js';
import { useMoney, useVolume } from '../../i18n/numbers.js';
import { OrderStatusSteps } from '../OrderStatusSteps/OrderStatusSteps.js';
import * as css from './OrderDetail.css.js';
import { messages } from './OrderDetail.messages.js';
import { DateTime } from '../../i18n/dates.js';

export interface OrderDetailProps {
  order: Order;
  /** Offered only while the status allows editing. */
  onEdit?: (() => void) | undefined;
  onReorder?: (() => void) | undefined;
  isReordering?: boolean;
  /** A note under the actions (e.g. the lines no longer available after ordering again). */
  notice?: ReactNode;
  /** The after-sales form for a line, offered once the order is shipped or completed (`offersAfterSales`). */
  afterSalesHrefOf?: ((item: OrderItem) => string) | undefined;
}

/** A fact the order does not carry yet (no forwarder before shipping). */
const NO_VALUE = '—';

function addressText(address: Order['shippingAddress']): string {
  if (!address) return '';
  if (typeof address === 'string') return address;
  return [address.company, address.street, [address.postalCode, address.city].filter(Boolean).join(' '), address.contactPerson, address.phone]
    .filter((part) => part && String(part).trim() !== '')
    .join(', ');
}

export function OrderDetail({ order, onEdit, onReorder, isReordering, notice, afterSalesHrefOf }: OrderDetailProps) {
  const intl = useIntl();
  const money = useMoney();
  const volume = useVolume();
  const keyOf = (table: readonly { value: number; key: string }[], value: number | null | undefined) => {
    const entry = table.find((item) => item.value === value);
    return entry ? translateKey(intl, entry.key) : '';
  };
  const facts: [string, ReactNode][] = [
    [intl.formatMessage(messages.orderNo), order.orderNo],
    [intl.formatMessage(messages.orderDate), order.orderDate ? <DateTime value={order.orderDate} format="dateTime" /> : null],
    [intl.formatMessage(messages.orderType), keyOf(CART_KINDS, order.orderType)],
    [intl.formatMessage(messages.cabinetType), order.cabinetType == null ? order.cabinetType : containerLabel(order.cabinetType)],
    [intl.formatMessage(messages.paymentTerms), order.paymentTerms],
    [intl.formatMessage(messages.paymentStatus), keyOf(PAYMENT_STATUSES, order.paymentStatus)],
    [intl.formatMessage(messages.shippingAddress), addressText(order.shippingAddress)],
    [intl.formatMessage(messages.port), order.destinationPort],
    [intl.formatMessage(messages.forwarder), order.forwardingCompany],
    [intl.formatMessage(messages.deliveryDate), order.deliveryDate ? <DateTime value={order.deliveryDate} /> : null],
    [intl.formatMessage(messages.receiptNo), order.receiptNo],
    [intl.formatMessage(messages.eta), order.eta ? <DateTime value={order.eta} /> : null],
    [intl.formatMessage(messages.containers), order.containerCount],
    [intl.formatMessage(messages.totalVolume), order.totalVolume == null ? null : volume(order.totalVolume)],
    [intl.formatMessage(messages.totalAmount), order.totalAmount == null ? null : money(order.totalAmount)],
    [intl.formatMessage(messages.remark), order.remark],
  ];
  const afterSales = afterSalesHrefOf && offersAfterSales(order.status) ? afterSalesHrefOf : undefined;
  return (
    <article className={css.detail} aria-label={order.orderNo}>
      <OrderStatusSteps status={order.status} history={order.statusHistory} />
      <dl className={css.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={css.fact}>
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === '' ? NO_VALUE : value}</dd>
          </div>
        ))}
      </dl>
      <div className={css.actions}>
        {onEdit ? (
          <Button variant="secondary" onPress={onEdit}>
            {intl.formatMessage(messages.edit)}
          </Button>
        ) : null}
        {onReorder ? (
          <Button onPress={onReorder} isPending={Boolean(isReordering)}>
            {intl.formatMessage(messages.reorder)}
          </Button>
        ) : null}
      </div>
      {notice}
      <table className={css.lines} aria-label={intl.formatMessage(messages.lines)}>
        <tbody>
          {(order.items ?? []).map((item, index) => (
            <tr key={item.id ?? index}>
              <td className={css.muted}>{item.artNo}</td>
              <th scope="row">{item.name}</th>
              <td className={css.number}>{intl.formatMessage(messages.quantityValue, { count: item.quantity })}</td>
              <td className={css.number}>{money((item.discountPrice ?? item.unitPrice ?? 0) * item.quantity)}</td>
              {afterSales ? (
                <td>
                  <Link variant="standalone" href={afterSales(item)} aria-label={intl.formatMessage(messages.afterSalesFor, { item: item.name ?? item.artNo ?? '' })}>
                    {intl.formatMessage(messages.afterSales)}
                  </Link>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
