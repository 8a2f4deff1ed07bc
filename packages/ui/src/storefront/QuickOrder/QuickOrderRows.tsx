/** The checked lines of a quick order as a table: line, SKU, product, quantity, and what the check found. */
import { useIntl, type IntlShape } from 'react-intl';
import { QUANTITY_RANGE, QUICK_ORDER_MAX_ROWS, QUICK_ORDER_PROBLEMS as P, formatCount, languageId, packingStep, type QuickOrderRow } from '@kontor/api/rules';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Merge from 'lucide-react/icons/merge';
import { translateKey } from '../../components/Form/translate.js';
import { useLanguage } from '../../i18n/LanguageContext.js';
import * as css from './QuickOrder.css.js';
import { messages } from './QuickOrder.messages.js';

/** The row's problem in words, with the figures that help to fix it (the maximum, the next whole cartons). */
export function problemText(intl: IntlShape, row: QuickOrderRow): string {
  const quantity = row.quantity ?? 0;
  switch (row.problem) {
    case P.unreadable:
      return intl.formatMessage(messages.unreadable);
    case P.quantityInvalid:
      return intl.formatMessage(messages.quantityInvalid, {
        quantity: row.quantityText,
        min: QUANTITY_RANGE.min,
        max: QUANTITY_RANGE.max,
      });
    case P.skuUnknown:
      return intl.formatMessage(messages.skuUnknown);
    case P.stockZero:
      return intl.formatMessage(messages.stockZero);
    case P.overMaximum:
      return row.inCart
        ? intl.formatMessage(messages.overMaximumInCart, { max: row.product?.maxOrderQty ?? 0, inCart: row.inCart })
        : intl.formatMessage(messages.overMaximum, { max: row.product?.maxOrderQty ?? 0 });
    case P.notPacking: {
      const step = packingStep(row.product?.packingUnit);
      const lower = Math.floor(quantity / step) * step;
      const higher = lower + step;
      return lower > 0
        ? intl.formatMessage(messages.notPacking, { step, lower, higher })
        : intl.formatMessage(messages.notPackingUp, { step, higher });
    }
    case P.tooManyRows:
      return intl.formatMessage(messages.tooManyRows, { max: QUICK_ORDER_MAX_ROWS });
    case P.volumeCap:
      return translateKey(intl, P.volumeCap);
    default:
      return '';
  }
}

function StatusCell({ row }: { row: QuickOrderRow }) {
  const intl = useIntl();
  if (row.status === 'error') {
    return (
      <span className={css.problem}>
        <CircleAlert className={css.icon} aria-hidden />
        {problemText(intl, row)}
      </span>
    );
  }
  if (row.status === 'merged') {
    return (
      <span className={css.merged}>
        <Merge className={css.icon} aria-hidden />
        {intl.formatMessage(messages.merged, { line: row.mergedInto ?? 0 })}
      </span>
    );
  }
  return (
    <span className={css.ready}>
      <CircleCheck className={css.icon} aria-hidden />
      {intl.formatMessage(messages.ready)}
    </span>
  );
}

export function QuickOrderRows({ rows }: { rows: readonly QuickOrderRow[] }) {
  const intl = useIntl();
  const mode = languageId(useLanguage());
  const number = (value: number) => formatCount(value, mode);
  return (
    <div className={css.tableWrap}>
      <table className={css.table} data-testid="quick-order-rows">
        <caption className={css.caption}>{intl.formatMessage(messages.rowsCaption)}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.numeric}>{intl.formatMessage(messages.line)}</th>
            <th scope="col">{intl.formatMessage(messages.product)}</th>
            <th scope="col" className={css.numeric}>{intl.formatMessage(messages.quantity)}</th>
            <th scope="col">{intl.formatMessage(messages.status)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} data-status={row.status} className={css.row}>
              <td className={css.numeric}>{number(row.line)}</td>
              <td>
                <span className={css.sku}>{row.product?.artNo ?? row.sku}</span>
                {row.product?.name && <span className={css.name}>{row.product.name}</span>}
              </td>
              <td className={css.numeric}>
                {row.quantity === null ? row.quantityText : number(row.quantity)}
                {row.mergedLines && (
                  <span className={css.mergedFrom}>{intl.formatMessage(messages.mergedFrom, { count: row.mergedLines.length, lines: row.mergedLines.map((line) => number(line)).join(', ') })}</span>
                )}
              </td>
              <td>
                <StatusCell row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
