/**
 * BuyBox: price and discount price, stock, a quantity stepper in packing units up to the product's maximum,
 * and the add actions (container cart primary; pallet only where the trade mode allows it).
 */
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  isPalletCartVisible,
  quantityLimits,
  snapQuantity,
  totalStock,
  type PackingFacts,
  type StockFacts,
  type TradeMode,
} from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { NumberField } from '../../components/NumberField/NumberField.js';
import { SkeletonSized } from '../../components/Skeleton/Skeleton.js';
import { useMoney } from '../../i18n/numbers.js';
import { useTradeMode } from '../../provider/TradeModeContext.js';
import { cx } from '../../styles/cx.js';
import { useCount } from '../ProductLogistics/useCount.js';
import { StockTable } from '../StockTable/StockTable.js';
import { SkeletonValue } from '../../components/Skeleton/Skeleton.js';
import * as css from './BuyBox.css.js';
import { messages } from './BuyBox.messages.js';

export interface BuyBoxProduct extends PackingFacts, StockFacts {
  unitPrice?: number | null;
  discountPrice?: number | null;
  laterDate?: string | null;
}

export interface BuyBoxProps {
  product: BuyBoxProduct;
  /** DDP or FOB; the provider's trade mode when left out. FOB offers no pallet. */
  tradeMode?: TradeMode;
  onAddToContainer: (quantity: number) => void;
  onAddToPallet?: (quantity: number) => void;
  /** Which add is under way (its button shows a busy state). */
  pending?: 'container' | 'pallet' | null;
  /**
   * The buyer's trade mode is not known yet (a member's page drawn before the session is read): whether a pallet is
   * offered is not guessed; a stand-in of the pallet action's size holds its place until the mode is known.
   */
  tradeModePending?: boolean;
  /** More actions under the add buttons (price sheet, share, 3D view), as links or quiet buttons. */
  extra?: ReactNode;
  /**
   * Prices and stock are still to come (a member's arrive after the page shows, drawn first without them):
   * placeholders of their size stand in and the add actions wait, so nothing moves or misleads meanwhile.
   */
  factsPending?: boolean;
  className?: string;
}

export function BuyBox({
  product,
  tradeMode,
  tradeModePending = false,
  onAddToContainer,
  onAddToPallet,
  pending,
  extra,
  factsPending = false,
  className,
}: BuyBoxProps) {
  const intl = useIntl();
  const money = useMoney();
  const count = useCount();
  const providerMode = useTradeMode();
  const limits = quantityLimits(product);
  const [quantity, setQuantity] = useState(limits.min);
  // The spec: the quantity must be chosen. An emptied field is refused at the field, and nothing is added for it.
  const [refused, setRefused] = useState(false);
  const fieldRef = useRef<HTMLDivElement>(null);
  const chosen = Number.isFinite(quantity) && quantity > 0;
  const soldOut = !factsPending && totalStock(product) <= 0;
  const offersPallet = onAddToPallet !== undefined && !tradeModePending && isPalletCartVisible(tradeMode ?? providerMode);
  const hasDiscount = product.discountPrice != null && product.unitPrice != null && product.discountPrice < product.unitPrice;
  const wanted = snapQuantity(quantity, limits);
  const add = (onAdd: ((quantity: number) => void) | undefined) => {
    if (!chosen) {
      setRefused(true);
      fieldRef.current?.querySelector('input')?.focus();
      return;
    }
    onAdd?.(wanted);
  };
  const hint =
    limits.max === undefined
      ? intl.formatMessage(messages.stepHint, { step: count(limits.step) })
      : intl.formatMessage(messages.maxHint, { step: count(limits.step), max: count(limits.max) });
  return (
    <section className={cx(css.root, className)} aria-label={intl.formatMessage(messages.label)}>
      <dl className={css.prices}>
        {factsPending ? (
          // Its own element (the key): the prices take its place as new rows, never as this row moved.
          <div className={css.priceRow} key="pending">
            <dt className={css.priceLabel}>{intl.formatMessage(messages.unitPrice)}</dt>
            <dd className={css.price} data-price="unit"><SkeletonValue /></dd>
          </div>
        ) : product.unitPrice == null ? (
          <div className={css.priceRow}>
            <dt className={css.priceLabel}>{intl.formatMessage(messages.unitPrice)}</dt>
            <dd className={css.price} data-price="unit">{intl.formatMessage(messages.onRequest)}</dd>
          </div>
        ) : (
          <>
            {hasDiscount && (
              <div className={css.priceRow}>
                <dt className={css.priceLabel}>{intl.formatMessage(messages.discountPrice)}</dt>
                <dd className={css.price} data-price="discount">{money(product.discountPrice)}</dd>
              </div>
            )}
            <div className={css.priceRow}>
              <dt className={css.priceLabel}>{intl.formatMessage(messages.unitPrice)}</dt>
              <dd className={hasDiscount ? css.oldPrice : css.price} data-price="unit">{money(product.unitPrice)}</dd>
            </div>
          </>
        )}
      </dl>
      <StockTable
        stockCn={product.stockCn}
        stockDe={product.stockDe}
        stockProduction={product.stockProduction}
        laterDate={product.laterDate}
        factsPending={factsPending}
      />
      <div ref={fieldRef}>
        <NumberField
          label={intl.formatMessage(messages.quantity)}
          description={hint}
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            setRefused(false);
          }}
          isInvalid={refused && !chosen}
          errorMessage={intl.formatMessage(messages.quantityRequired, { min: count(limits.min) })}
          step={limits.step}
          minValue={limits.min}
          {...(limits.max === undefined ? {} : { maxValue: limits.max })}
          isDisabled={soldOut || factsPending}
        />
      </div>
      <div className={css.actions}>
        <Button
          variant="primary"
          isDisabled={soldOut || factsPending}
          isPending={pending === 'container'}
          onPress={() => add(onAddToContainer)}
        >
          {intl.formatMessage(soldOut ? messages.unavailable : messages.addToContainer)}
        </Button>
        {offersPallet && (
          <Button
            variant="secondary"
            isDisabled={soldOut || factsPending}
            isPending={pending === 'pallet'}
            onPress={() => add(onAddToPallet)}
          >
            {intl.formatMessage(messages.addToPallet)}
          </Button>
        )}
        {tradeModePending && onAddToPallet !== undefined && (
          <SkeletonSized>
            <Button variant="secondary" isDisabled>
              {intl.formatMessage(messages.addToPallet)}
            </Button>
          </SkeletonSized>
        )}
      </div>
      {extra && <div className={css.extra}>{extra}</div>}
    </section>
  );
}
