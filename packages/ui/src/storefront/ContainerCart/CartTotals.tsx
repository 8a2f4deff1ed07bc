/** CartTotals: lines, pieces, price, volume and weight of the whole cart. */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { totalVolume } from '@kontor/api/rules';
import { useMoney, useNumber, useVolume } from '../../i18n/numbers.js';
import * as css from './ContainerCart.css.js';
import { messages } from './ContainerCart.messages.js';
import { priceOf, type CartLineData } from './types.js';

function Totals({ lines }: { lines: readonly CartLineData[] }) {
  const intl = useIntl();
  const money = useMoney();
  const number = useNumber();
  const volume = useVolume();
  let pieces = 0;
  let price = 0;
  let weight = 0;
  for (const line of lines) {
    pieces += line.quantity;
    price += priceOf(line) * line.quantity;
    weight += (line.weight ?? 0) * line.quantity;
  }
  const rows: [string, string][] = [
    [intl.formatMessage(messages.totalLines), intl.formatNumber(lines.length)],
    [intl.formatMessage(messages.totalQuantity), intl.formatNumber(pieces)],
    [intl.formatMessage(messages.totalVolume), volume(totalVolume(lines))],
    [intl.formatMessage(messages.totalWeight), intl.formatMessage(messages.kilograms, { value: number(weight) })],
    [intl.formatMessage(messages.totalPrice), money(price)],
  ];
  return (
    <dl className={css.totals} data-testid="cart-totals">
      {rows.map(([label, value]) => (
        <div key={label} className={css.totalRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const CartTotals = memo(Totals);
