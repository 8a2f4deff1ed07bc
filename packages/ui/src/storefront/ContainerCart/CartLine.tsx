/** CartLine: one row of a cart: select box, image, art. no., name, quantity stepper, prices, volume and weight. */
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { isTemporarilyUnavailable, quantityLimits } from '@kontor/api/rules';
import { Checkbox } from '../../components/Checkbox/Checkbox.js';
import { Button } from '../../components/Button/Button.js';
import { NumberField } from '../../components/NumberField/NumberField.js';
import { useMoney, useNumber, useVolume } from '../../i18n/numbers.js';
import * as css from './ContainerCart.css.js';
import { messages } from './ContainerCart.messages.js';
import { priceOf, type CartLineData, type CartLineId } from './types.js';

export interface CartLineProps {
  line: CartLineData;
  selected: boolean;
  onSelect: (id: CartLineId, selected: boolean) => void;
  onQuantityChange: (id: CartLineId, quantity: number) => void;
  /** Container carts offer to fill the container with more of this line. */
  onFill?: ((id: CartLineId) => void) | undefined;
}

/** Only http(s) and same-origin images are shown: anything else from the server (javascript:, data:) is dropped. */
const safeImage = (src: string | null | undefined) => (src && /^(https?:\/\/|\/(?!\/))/i.test(src) ? src : undefined);

function CartLineRow({ line, selected, onSelect, onQuantityChange, onFill }: CartLineProps) {
  const intl = useIntl();
  const money = useMoney();
  const number = useNumber();
  const volume = useVolume();
  const name = line.name ?? line.artNo ?? '';
  // The product page's limits (spec section 5: the product's maximum, in whole cartons): stock limits nothing but
  // zero ("temporarily unavailable"), so a line added there above the stock is never cut down here.
  const limits = quantityLimits(line);
  const unavailable = line.stock != null && isTemporarilyUnavailable(line.stock);
  const image = safeImage(line.image);
  const notes = [
    limits.step > 1 ? intl.formatMessage(messages.packingUnit, { count: limits.step }) : null,
    limits.max !== undefined ? intl.formatMessage(messages.maxQuantity, { count: limits.max }) : null,
  ].filter(Boolean);
  return (
    <tr className={css.row} data-selected={selected || undefined} data-testid="cart-line">
      <td className={css.selectCell}>
        <Checkbox isSelected={selected} onChange={(value) => onSelect(line.id, value)} aria-label={intl.formatMessage(messages.select, { name })}>
          {''}
        </Checkbox>
      </td>
      <td className={css.imageCell}>
        {image ? <img src={image} alt="" className={css.image} loading="lazy" /> : <span className={css.noImage} aria-hidden />}
      </td>
      <td className={css.artNoCell} data-label={intl.formatMessage(messages.artNo)}>{line.artNo}</td>
      <th scope="row" className={css.nameCell}>
        {name}
        {line.colour ? <span className={css.colour}>{line.colour}</span> : null}
        {unavailable ? <span className={css.unavailable}>{intl.formatMessage(messages.unavailable)}</span> : null}
      </th>
      <td className={css.quantityCell}>
        <NumberField
          aria-label={intl.formatMessage(messages.quantityOf, { name })}
          value={line.quantity}
          minValue={Math.min(limits.min, line.quantity)}
          {...(limits.max !== undefined ? { maxValue: Math.max(limits.max, limits.min) } : {})}
          step={limits.step}
          isDisabled={unavailable}
          description={notes.join(' · ') || undefined}
          onChange={(value) => {
            if (Number.isFinite(value) && value !== line.quantity) onQuantityChange(line.id, value);
          }}
        />
        {onFill ? (
          <Button variant="secondary" className={css.fillButton} onPress={() => onFill(line.id)}>
            {intl.formatMessage(messages.fill)}
          </Button>
        ) : null}
      </td>
      <td className={css.numberCell} data-label={intl.formatMessage(messages.unitPrice)}>{money(priceOf(line))}</td>
      <td className={css.numberCell} data-label={intl.formatMessage(messages.linePrice)}>{money(priceOf(line) * line.quantity)}</td>
      <td className={css.numberCell} data-label={intl.formatMessage(messages.volume)}>{volume((line.volume ?? 0) * line.quantity)}</td>
      <td className={css.numberCell} data-label={intl.formatMessage(messages.weight)}>
        {intl.formatMessage(messages.kilograms, { value: number((line.weight ?? 0) * line.quantity) })}
      </td>
    </tr>
  );
}

/** A line re-renders only when its own data or selection changes, so a quantity change stays within a frame. */
export const CartLine = memo(CartLineRow);
