/**
 * OrderLinesEditor: the goods of an order being edited, as the cart shows them (CartLine rows with the cart's quantity
 * rules: packing units, the single-product maximum, stock), with selection and removal (never the last line), a
 * row that adds products by art. no. (the quick order's check), the totals and, for a container order, the load
 * gauge with its 65 m³ cap, which stay in view beside the lines and what follows them (`children`: the order's form).
 * Every change is the caller's draft until the order is saved: nothing here asks to confirm.
 */
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_CONTAINER_LIMITS, LAST_CART_ITEM_KEY, canDeleteCartItems, loadPlan, type CartKind, type ContainerLimits } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { Checkbox } from '../../components/Checkbox/Checkbox.js';
import { translateKey } from '../../components/Form/translate.js';
import { cx } from '../../styles/cx.js';
import { CartHead } from '../ContainerCart/CartHead.js';
import { CartLine } from '../ContainerCart/CartLine.js';
import { CartTotals } from '../ContainerCart/CartTotals.js';
import * as cartCss from '../ContainerCart/ContainerCart.css.js';
import { messages as cartMessages } from '../ContainerCart/ContainerCart.messages.js';
import type { CartLineData, CartLineId } from '../ContainerCart/types.js';
import { useRevealed } from '../ContainerCart/useRevealed.js';
import { ContainerLoadGauge } from '../ContainerLoadGauge/ContainerLoadGauge.js';
import { AddByArtNo, type AddByArtNoProps } from './AddByArtNo.js';
import * as css from './OrderLinesEditor.css.js';
import { messages } from './OrderLinesEditor.messages.js';

/** An order's line as the editor shows it: a cart line of one SKU. */
export interface OrderLineData extends CartLineData {
  readonly skuId: string | number;
}

export interface OrderLinesEditorProps {
  kind: CartKind;
  /** The order's lines as the caller's draft holds them. */
  lines: readonly OrderLineData[];
  /** Container limits (`containerLimitsFrom` of the cabinet config); the documented defaults otherwise. */
  limits?: ContainerLimits;
  onQuantityChange: (id: CartLineId, quantity: number) => void;
  /** Removes the lines from the draft; never called for every line. */
  onRemove: (ids: CartLineId[]) => void;
  /** Checks a product by art. no. and adds it (see AddByArtNo). */
  onAdd: AddByArtNoProps['onAdd'];
  /** What follows the lines in their column (the order's form), so the totals and gauge stay beside it too. */
  children?: ReactNode;
  className?: string;
}

export function OrderLinesEditor({
  kind,
  lines,
  limits = DEFAULT_CONTAINER_LIMITS,
  onQuantityChange,
  onRemove,
  onAdd,
  children,
  className,
}: OrderLinesEditorProps) {
  const intl = useIntl();
  const headingId = useId();
  const [selected, setSelected] = useState<ReadonlySet<CartLineId>>(() => new Set());
  const [refused, setRefused] = useState(false);
  const plan = useMemo(() => (kind === 'container' ? loadPlan(lines, limits) : undefined), [kind, lines, limits]);
  const present = useMemo(() => lines.filter((line) => selected.has(line.id)).map((line) => line.id), [selected, lines]);
  const inOrder = useMemo(() => {
    const held = new Map<string, number>();
    for (const line of lines) {
      const key = String(line.skuId);
      held.set(key, (held.get(key) ?? 0) + line.quantity);
    }
    return held;
  }, [lines]);
  // A long order renders its first screen at once and the rest a batch per task, as the cart does.
  const shown = useRevealed(lines.length);

  const onSelect = useCallback((id: CartLineId, on: boolean) => {
    setRefused(false);
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const remove = () => {
    if (!canDeleteCartItems(lines.length, present.length)) {
      setRefused(true);
      return;
    }
    onRemove(present);
    setSelected(new Set());
  };

  const allSelected = lines.length > 0 && present.length === lines.length;
  return (
    <div className={cx(cartCss.layout, className)}>
      <div className={cartCss.main}>
        <section className={css.lines} aria-labelledby={headingId}>
          <h2 id={headingId} className={css.heading}>
            {intl.formatMessage(messages.title)}
          </h2>
          <p className={css.intro}>{intl.formatMessage(messages.intro)}</p>
          <div className={cartCss.toolbar}>
            <Checkbox
              isSelected={allSelected}
              isIndeterminate={present.length > 0 && !allSelected}
              onChange={(on) => {
                setRefused(false);
                setSelected(on ? new Set(lines.map((line) => line.id)) : new Set());
              }}
            >
              {intl.formatMessage(cartMessages.selectAll)}
            </Checkbox>
            <Button variant="danger" isDisabled={present.length === 0} onPress={remove}>
              {intl.formatMessage(cartMessages.remove, { count: present.length })}
            </Button>
          </div>
          {refused ? (
            <div className={cartCss.refusal} role="alert">
              <strong>{translateKey(intl, LAST_CART_ITEM_KEY)}</strong> {intl.formatMessage(messages.lastLine)}
            </div>
          ) : null}
          <div className={cartCss.tableScroll}>
            <table className={cartCss.table} aria-labelledby={headingId} data-testid="order-edit-lines">
              <CartHead />
              <tbody>
                {lines.slice(0, shown).map((line) => (
                  <CartLine key={line.id} line={line} selected={selected.has(line.id)} onSelect={onSelect} onQuantityChange={onQuantityChange} />
                ))}
              </tbody>
            </table>
          </div>
          <AddByArtNo onAdd={onAdd} inOrder={inOrder} />
        </section>
        {children}
      </div>
      <aside className={cartCss.summary} aria-label={intl.formatMessage(cartMessages.totals)}>
        <CartTotals lines={lines} />
        {plan ? <ContainerLoadGauge plan={plan} /> : null}
      </aside>
    </div>
  );
}
