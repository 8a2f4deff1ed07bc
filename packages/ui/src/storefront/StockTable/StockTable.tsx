/** StockTable: stock in China, in Germany and in production, with the date more arrives; sold out says so in words. */
import { useIntl } from 'react-intl';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleSlash from 'lucide-react/icons/circle-slash';
import { totalStock, type StockFacts } from '@kontor/api/rules';
import { cx } from '../../styles/cx.js';
import { useCount } from '../ProductLogistics/useCount.js';
import * as css from './StockTable.css.js';
import { messages } from './StockTable.messages.js';
import { useDate } from '../../i18n/dates.js';
import { SkeletonValue } from '../../components/Skeleton/Skeleton.js';

export interface StockTableProps extends StockFacts {
  /** When more stock arrives (ISO date), from getLaterDate or the product. */
  laterDate?: string | null;
  /** The figures are still to come (a member's arrive after the page shows): placeholders of their size stand in. */
  factsPending?: boolean;
  className?: string;
}

export function StockTable({ stockCn, stockDe, stockProduction, laterDate, factsPending = false, className }: StockTableProps) {
  const intl = useIntl();
  const formatDate = useDate();
  const count = useCount();
  const soldOut = totalStock({ stockCn, stockDe, stockProduction }) <= 0;
  const rows = [
    { key: 'cn', label: messages.cn, value: stockCn },
    { key: 'de', label: messages.de, value: stockDe },
    { key: 'production', label: messages.production, value: stockProduction },
  ] as const;
  const Icon = soldOut ? CircleSlash : CircleCheck;
  return (
    <div className={cx(css.root, className)}>
      {factsPending ? (
        <p className={css.status} data-stock-status="pending">
          <SkeletonValue chars={14} />
        </p>
      ) : (
        <p className={css.status} data-stock-status={soldOut ? 'unavailable' : 'available'}>
          <Icon className={cx(css.icon, soldOut ? css.soldOut : css.available)} aria-hidden />
          {intl.formatMessage(soldOut ? messages.unavailable : messages.inStock)}
        </p>
      )}
      <table className={css.table}>
        <caption className={css.caption}>{intl.formatMessage(messages.caption)}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.head}>{intl.formatMessage(messages.where)}</th>
            <th scope="col" className={cx(css.head, css.number)}>{intl.formatMessage(messages.quantity)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-stock={row.key}>
              <th scope="row" className={css.label}>{intl.formatMessage(row.label)}</th>
              <td className={cx(css.cell, css.number)}>
                {factsPending ? <SkeletonValue chars={6} /> : intl.formatMessage(messages.pieces, { count: count(row.value ?? 0) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {laterDate && !factsPending && (
        <p className={css.later} data-later-date={laterDate}>
          {intl.formatMessage(messages.laterDate, { date: formatDate(laterDate) })}
        </p>
      )}
    </div>
  );
}
