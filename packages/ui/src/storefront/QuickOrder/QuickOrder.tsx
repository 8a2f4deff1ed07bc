/**
 * QuickOrder: paste `SKU quantity` lines or upload a CSV, see each line checked with its problem, and add the
 * valid ones to a cart in one batch. Lines that fail stay in the box to be fixed: nothing typed is lost.
 * Data in props (the checked rows), intent in callbacks (check, add); the shop and the partner widget share it.
 */
import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useIntl } from 'react-intl';
import {
  QUICK_ORDER_MAX_ROWS,
  parseQuickOrderText,
  quickOrderLeftovers,
  quickOrderValidRows,
  type CartKind,
  type QuickOrderLine,
  type QuickOrderRow,
} from '@kontor/api/rules';
import { Button } from '../../components/Button/index.js';
import { Radio, RadioGroup } from '../../components/RadioGroup/index.js';
import { TextField } from '../../components/TextField/index.js';
import { cx } from '../../styles/cx.js';
import * as css from './QuickOrder.css.js';
import { messages } from './QuickOrder.messages.js';
import { QuickOrderCsv } from './QuickOrderCsv.js';
import { QuickOrderRows } from './QuickOrderRows.js';

export interface QuickOrderProps {
  /** The rows of the last check (checkQuickOrder of @kontor/api/rules); undefined before the first. */
  rows?: readonly QuickOrderRow[] | undefined;
  /** The box's text to start with, e.g. lines handed over by the partner widget. */
  initialText?: string;
  /** The carts the valid rows may go to: ['container', 'pallet'], ['container'] for FOB, [] for none (widget). */
  targets: readonly CartKind[];
  /**
   * The lines of the box, on "Check lines", a CSV upload or another cart chosen: look their SKUs up and pass the
   * checked `rows`. `target` is the cart they would go to (its quantities count against each maximum).
   */
  onCheck: (lines: QuickOrderLine[], target?: CartKind) => void;
  /** The valid rows into the chosen cart. Resolve when added (the box then keeps the failed lines), reject to keep all. */
  onAdd?: (rows: QuickOrderRow[], target: CartKind) => Promise<unknown>;
  /** The look-up is running. */
  checking?: boolean;
  /** A translated message about the last look-up or add (e.g. the server refused the batch). */
  error?: ReactNode;
  /** The widget's way on: e.g. a link into the shop carrying the box's lines. */
  renderContinue?: (state: { lines: QuickOrderLine[]; text: string }) => ReactNode;
  /** Shows the part's own heading; a page that already names it (its h1) leaves it out. */
  showTitle?: boolean;
  className?: string;
}

interface Added {
  count: number;
  target: CartKind;
  leftover: boolean;
}

export function QuickOrder({ rows, initialText = '', targets, onCheck, onAdd, checking, error, renderContinue, showTitle = true, className }: QuickOrderProps) {
  const intl = useIntl();
  const titleId = useId();
  const [text, setText] = useState(initialText);
  /** The text the shown rows belong to; null hides them (nothing checked yet, or all added). */
  const [checkedText, setCheckedText] = useState<string | null>(null);
  const [empty, setEmpty] = useState(false);
  const [target, setTarget] = useState<CartKind | undefined>(targets[0]);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Added>();
  const chosen = target && targets.includes(target) ? target : targets[0];

  const check = (value: string, kind = chosen) => {
    const lines = parseQuickOrderText(value);
    setEmpty(lines.length === 0);
    setAdded(undefined);
    if (lines.length === 0) return;
    setCheckedText(value);
    onCheck(lines, kind);
  };
  const fromCsv = (csvText: string) => {
    // The file's lines join what is already in the box rather than replace it.
    const next = text.trim() === '' ? csvText : `${text.replace(/\s+$/, '')}\n${csvText}`;
    setText(next);
    check(next);
  };

  const shown = checkedText !== null && !checking ? rows : undefined;
  const stale = shown !== undefined && checkedText !== text;
  const valid = shown ? quickOrderValidRows(shown) : [];
  const targetName = (kind: CartKind) => intl.formatMessage(kind === 'pallet' ? messages.pallet : messages.container);

  const add = async () => {
    if (!onAdd || !chosen || !shown || valid.length === 0) return;
    setAdding(true);
    try {
      await onAdd(valid, chosen);
    } catch {
      // The caller shows why; the box and the rows stay as they are.
      return;
    } finally {
      setAdding(false);
    }
    const leftovers = quickOrderLeftovers(shown).map((row) => row.raw);
    const rest = leftovers.join('\n');
    setText(rest);
    setAdded({ count: valid.length, target: chosen, leftover: leftovers.length > 0 });
    if (leftovers.length > 0) {
      setCheckedText(rest);
      onCheck(parseQuickOrderText(rest), chosen);
    } else {
      setCheckedText(null);
    }
  };

  return (
    <section className={cx(css.root, className)} aria-labelledby={titleId}>
      <header className={css.head}>
        {showTitle ? (
          <h2 id={titleId} className={css.title}>
            {intl.formatMessage(messages.title)}
          </h2>
        ) : (
          <VisuallyHidden elementType="h2" id={titleId}>
            {intl.formatMessage(messages.title)}
          </VisuallyHidden>
        )}
        <p className={css.intro}>{intl.formatMessage(messages.intro, { max: QUICK_ORDER_MAX_ROWS })}</p>
      </header>
      <div className={css.inputs}>
        <div className={css.box}>
          <TextField
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                check(text);
              }
            }}
            multiline
            label={intl.formatMessage(messages.box)}
            description={intl.formatMessage(messages.boxHelp)}
            value={text}
            onChange={(value) => {
              setText(value);
              setEmpty(false);
            }}
            isInvalid={empty}
            errorMessage={empty ? intl.formatMessage(messages.boxEmpty) : undefined}
            className={css.textField}
          />
          <div className={css.actions}>
            {/* No isPending here or below: its live announcement names this button and outlives it when the rows re-render. */}
            <Button variant={shown && !stale ? 'secondary' : 'primary'} onPress={() => !checking && check(text)}>
              {intl.formatMessage(messages.check)}
            </Button>
          </div>
        </div>
        <QuickOrderCsv onLines={fromCsv} isDisabled={checking} />
      </div>
      {checking && (
        <p role="status" className={css.note}>
          {intl.formatMessage(messages.checking)}
        </p>
      )}
      {error && (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      )}
      {added && (
        <p role="status" className={css.success}>
          {intl.formatMessage(added.leftover ? messages.added : messages.addedAll, { count: added.count, target: targetName(added.target) })}
        </p>
      )}
      {shown && (
        <div className={css.result}>
          <p className={css.summary} aria-live="polite">
            {intl.formatMessage(messages.summary, { valid: valid.length, total: shown.length })}
          </p>
          {stale && (
            <p role="status" className={css.note}>
              {intl.formatMessage(messages.stale)}
            </p>
          )}
          <QuickOrderRows rows={shown} />
          {onAdd && targets.length > 0 && (
            <div className={css.addBar}>
              {targets.length > 1 && (
                <RadioGroup
                  label={intl.formatMessage(messages.target)}
                  orientation="horizontal"
                  value={chosen ?? null}
                  onChange={(value) => {
                    setTarget(value as CartKind);
                    // The other cart holds other quantities: the maxima are checked again against it.
                    if (!stale) check(text, value as CartKind);
                  }}
                >
                  {targets.map((kind) => (
                    <Radio key={kind} value={kind}>
                      {targetName(kind)}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
              <Button isDisabled={valid.length === 0 || stale} onPress={() => !adding && void add()}>
                {adding
                  ? intl.formatMessage(messages.adding)
                  : intl.formatMessage(messages.addTo, { count: valid.length, target: targetName(chosen ?? 'container') })}
              </Button>
            </div>
          )}
        </div>
      )}
      {renderContinue?.({ lines: parseQuickOrderText(text), text })}
    </section>
  );
}
