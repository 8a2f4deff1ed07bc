/** OrderLines: the cart's lines as they will be ordered (read only): art. no., item, quantity, unit price, line price. */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '../../i18n/numbers.js';
import * as css from './ContainerCart.css.js';
import { messages } from './ContainerCart.messages.js';
import { priceOf, type CartLineData } from './types.js';

function Lines({ lines }: { lines: readonly CartLineData[] }) {
  const intl = useIntl();
  const money = useMoney();
  return (
    <table className={css.table} aria-label={intl.formatMessage(messages.lines)} data-testid="order-lines">
      <thead className={css.head}>
        <tr>
          <th scope="col">{intl.formatMessage(messages.artNo)}</th>
          <th scope="col">{intl.formatMessage(messages.name)}</th>
          <th scope="col" className={css.numberHead}>{intl.formatMessage(messages.quantity)}</th>
          <th scope="col" className={css.numberHead}>{intl.formatMessage(messages.unitPrice)}</th>
          <th scope="col" className={css.numberHead}>{intl.formatMessage(messages.linePrice)}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className={css.row} data-testid="order-line">
            <td className={css.artNoCell}>{line.artNo}</td>
            <th scope="row" className={css.nameCell}>{line.name ?? line.artNo}</th>
            <td className={css.numberCell} data-label={intl.formatMessage(messages.quantity)}>{intl.formatNumber(line.quantity)}</td>
            <td className={css.numberCell} data-label={intl.formatMessage(messages.unitPrice)}>{money(priceOf(line))}</td>
            <td className={css.numberCell} data-label={intl.formatMessage(messages.linePrice)}>{money(priceOf(line) * line.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Redraws only when the lines change, not on every keystroke of the order form beside it. */
export const OrderLines = memo(Lines);
