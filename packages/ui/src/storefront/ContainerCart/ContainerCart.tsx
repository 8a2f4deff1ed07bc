/**
 * ContainerCart: the cart's lines with selection and batch removal (never the last line), totals, and a summary
 * panel that stays in view with the container load gauge. `kind="pallet"` is the pallet cart: no gauge.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  CONTAINER_LABELS,
  DEFAULT_CONTAINER_LIMITS,
  LAST_CART_ITEM_KEY,
  canDeleteCartItems,
  loadPlan,
  quantityToFill,
  type ContainerLimits,
} from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { Checkbox } from '../../components/Checkbox/Checkbox.js';
import { translateKey } from '../../components/Form/translate.js';
import { ContainerLoadGauge } from '../ContainerLoadGauge/ContainerLoadGauge.js';
import { CartHead } from './CartHead.js';
import { CartLine } from './CartLine.js';
import { CartTotals } from './CartTotals.js';
import * as css from './ContainerCart.css.js';
import { messages } from './ContainerCart.messages.js';
import type { CartLineData, CartLineId } from './types.js';
import { useLazyConfirm } from './useLazyConfirm.js';
import { useRevealed, useSecondTask } from './useRevealed.js';

export interface ContainerCartProps {
  lines: readonly CartLineData[];
  kind?: 'container' | 'pallet';
  /** Container limits, e.g. from the cabinet config (`containerLimitsFrom`); the documented defaults otherwise. */
  limits?: ContainerLimits;
  onQuantityChange: (id: CartLineId, quantity: number) => void;
  /** Removes the lines; a rejected promise keeps the confirmation open. */
  onRemove: (ids: CartLineId[]) => unknown;
  onOrder?: () => void;
  onDownload?: () => void;
  /** Shown instead of the lines when the cart is empty (e.g. a link to the catalogue). */
  emptyAction?: ReactNode;
  className?: string;
}

export function ContainerCart({
  lines,
  kind = 'container',
  limits = DEFAULT_CONTAINER_LIMITS,
  onQuantityChange,
  onRemove,
  onOrder,
  onDownload,
  emptyAction,
  className,
}: ContainerCartProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState<ReadonlySet<CartLineId>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState(false);
  const [fillNote, setFillNote] = useState<string>();
  // The confirmation's modal code loads when the user heads for the remove button.
  const { Confirm, warm } = useLazyConfirm(confirming);
  const isContainer = kind === 'container';
  // One pass over the lines per change: the gauge must update within a frame at 100 lines.
  const plan = useMemo(() => (isContainer ? loadPlan(lines, limits) : undefined), [isContainer, lines, limits]);
  const present = useMemo(() => [...selected].filter((id) => lines.some((line) => line.id === id)), [selected, lines]);
  // A long cart renders its first screen at once and the rest a batch per task (totals and gauge count every line).
  const shown = useRevealed(lines.length);
  // The summary (totals, gauge, order button) draws a task after the rows: rows and summary in one task took
  // 22-29 ms here as the cart opened, a long task on a phone. It sits beside the rows (a column of its own) or
  // below them, so nothing moves when it comes.
  const summaryShown = useSecondTask();

  const onSelect = useCallback((id: CartLineId, on: boolean) => {
    setRefused(false);
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const fillType = plan?.suggestion.type;
  // The lines are read at press time, so the handler (and every memoised line) keeps its identity.
  const linesRef = useRef(lines);
  useLayoutEffect(() => {
    linesRef.current = lines;
  }, [lines]);
  const onFill = useCallback(
    (id: CartLineId) => {
      const line = linesRef.current.find((candidate) => candidate.id === id);
      if (!line || !fillType) return;
      const count = quantityToFill(linesRef.current, line, fillType, limits);
      const values = { count, name: line.name ?? line.artNo ?? '', type: CONTAINER_LABELS[fillType] };
      setFillNote(intl.formatMessage(count > 0 ? messages.fillLabel : messages.fillNone, values));
      if (count > 0) onQuantityChange(id, line.quantity + count);
    },
    [linesRef, fillType, limits, intl, onQuantityChange],
  );

  const askRemove = () => {
    if (!canDeleteCartItems(lines.length, present.length)) {
      setRefused(true);
      return;
    }
    setConfirming(true);
  };

  const title = intl.formatMessage(isContainer ? messages.containerTitle : messages.palletTitle);
  if (lines.length === 0) {
    return (
      <section className={className} aria-label={title}>
        <div className={css.empty}>
          <p className={css.emptyTitle}>{intl.formatMessage(messages.empty)}</p>
          <p className={css.muted}>{intl.formatMessage(messages.emptyHint)}</p>
          {emptyAction}
        </div>
      </section>
    );
  }

  const allSelected = present.length === lines.length;
  return (
    <section className={[css.layout, className].filter(Boolean).join(' ')} aria-label={title}>
      <div className={css.main}>
        <div className={css.toolbar}>
          <Checkbox
            isSelected={allSelected}
            isIndeterminate={present.length > 0 && !allSelected}
            onChange={(on) => {
              setRefused(false);
              setSelected(on ? new Set(lines.map((line) => line.id)) : new Set());
            }}
          >
            {intl.formatMessage(messages.selectAll)}
          </Checkbox>
          <Button
            variant="danger"
            isDisabled={present.length === 0}
            onPointerEnter={warm}
            onFocus={warm}
            onPointerDown={warm}
            onPress={askRemove}
          >
            {intl.formatMessage(messages.remove, { count: present.length })}
          </Button>
          {onDownload ? (
            <Button variant="secondary" onPress={onDownload}>
              {intl.formatMessage(messages.download)}
            </Button>
          ) : null}
        </div>
        {refused ? (
          <div className={css.refusal} role="alert">
            <strong>{translateKey(intl, LAST_CART_ITEM_KEY)}</strong> {intl.formatMessage(messages.lastLineExplained)}
          </div>
        ) : null}
        <div className={css.tableScroll}>
          {/* Busy while the lines past the first screen still arrive (a few per task), as a screen reader may say. */}
          <table className={css.table} aria-label={intl.formatMessage(messages.lines)} aria-busy={shown < lines.length || undefined}>
            <CartHead />
            <tbody>
              {lines.slice(0, shown).map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  selected={selected.has(line.id)}
                  onSelect={onSelect}
                  onQuantityChange={onQuantityChange}
                  onFill={isContainer ? onFill : undefined}
                />
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {summaryShown ? (
        <aside className={css.summary} aria-label={intl.formatMessage(messages.totals)}>
          <CartTotals lines={lines} />
          {plan ? <ContainerLoadGauge plan={plan} /> : null}
          {fillNote ? (
            <p className={css.muted} aria-live="polite">
              {fillNote}
            </p>
          ) : null}
          {onOrder ? (
            <Button onPress={onOrder} isDisabled={plan?.exceedsCap}>
              {intl.formatMessage(messages.order)}
            </Button>
          ) : null}
        </aside>
      ) : null}
      {Confirm ? (
        <Confirm
          isOpen={confirming}
          onOpenChange={setConfirming}
          variant="danger"
          message={intl.formatMessage(messages.removeQuestion, { count: present.length })}
          confirmLabel={intl.formatMessage(messages.removeConfirm)}
          onConfirm={async () => {
            await onRemove(present);
            setSelected(new Set());
          }}
        />
      ) : null}
    </section>
  );
}
