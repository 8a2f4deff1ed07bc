/**
 * AddByArtNo: one art. no. and a quantity, checked by the caller with the quick order's check (checkQuickOrder of
 * @kontor/api/rules) and added to the order's lines; a refusal is shown at the field it concerns, in the quick
 * order's words, and what was typed stays.
 */
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { QUICK_ORDER_PROBLEMS as P, VALIDATION_KEYS, type QuickOrderRow } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { translateKey } from '../../components/Form/translate.js';
import { NumberField } from '../../components/NumberField/NumberField.js';
import { TextField } from '../../components/TextField/TextField.js';
import { problemText } from '../QuickOrder/QuickOrderRows.js';
import * as css from './OrderLinesEditor.css.js';
import { messages } from './OrderLinesEditor.messages.js';

export interface AddByArtNoProps {
  /**
   * Checks the product and, when the check passes, adds it to the lines. Resolves with the checked row (its
   * `status` says whether it was added); rejects when the look-up itself failed.
   */
  onAdd: (artNo: string, quantity: number) => Promise<QuickOrderRow>;
  /** What the order already holds of a product, by SKU id (as text): a success names the new total. */
  inOrder: ReadonlyMap<string, number>;
}

/** The quantity's problems; every other refusal is about the product itself (shown at the art. no.). */
const QUANTITY_PROBLEMS: ReadonlySet<string> = new Set([P.quantityInvalid, P.overMaximum, P.notPacking, P.volumeCap]);

type Outcome = { kind: 'added'; text: string } | { kind: 'refused'; row: QuickOrderRow } | { kind: 'failed' };

export function AddByArtNo({ onAdd, inOrder }: AddByArtNoProps) {
  const intl = useIntl();
  const [artNo, setArtNo] = useState('');
  const [quantity, setQuantity] = useState(Number.NaN);
  const [tried, setTried] = useState(false);
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  // The quick order counts the cart's quantity against the maximum; here it is the order's own line of the product.
  const refusalText = (row: QuickOrderRow): string =>
    row.problem === P.overMaximum && row.inCart
      ? intl.formatMessage(messages.overMaximumInOrder, { max: row.product?.maxOrderQty ?? 0, inOrder: row.inCart })
      : problemText(intl, row);

  const missingArtNo = tried && artNo.trim() === '';
  const missingQuantity = tried && !Number.isFinite(quantity);
  const refused = outcome?.kind === 'refused' ? outcome.row : undefined;
  const refusal = refused ? refusalText(refused) : undefined;
  const atQuantity = refused?.problem !== undefined && QUANTITY_PROBLEMS.has(refused.problem);
  const artNoError = missingArtNo ? intl.formatMessage(messages.artNoRequired) : refused && !atQuantity ? refusal : undefined;
  const quantityError = missingQuantity ? translateKey(intl, VALIDATION_KEYS.quantityRequired) : refused && atQuantity ? refusal : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setOutcome(undefined);
    const code = artNo.trim();
    if (code === '' || !Number.isFinite(quantity) || adding) return;
    setAdding(true);
    try {
      const row = await onAdd(code, quantity);
      if (row.status !== 'valid') {
        setOutcome({ kind: 'refused', row });
        return;
      }
      const name = row.product?.name ?? row.product?.artNo ?? code;
      const before = inOrder.get(String(row.product?.skuId)) ?? 0;
      setOutcome({
        kind: 'added',
        text:
          before > 0
            ? intl.formatMessage(messages.addedTo, { name, count: quantity, total: before + quantity })
            : intl.formatMessage(messages.added, { name, count: quantity }),
      });
      setArtNo('');
      setQuantity(Number.NaN);
      setTried(false);
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <form className={css.add} onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage(messages.addTitle)}>
      <h3 className={css.addTitle}>{intl.formatMessage(messages.addTitle)}</h3>
      <TextField
        className={css.artNoField}
        label={intl.formatMessage(messages.artNo)}
        value={artNo}
        onChange={(value) => {
          setArtNo(value);
          if (outcome?.kind !== 'added') setOutcome(undefined);
        }}
        isRequired
        isInvalid={Boolean(artNoError)}
        errorMessage={artNoError}
        autoComplete="off"
      />
      <NumberField
        className={css.quantityField}
        label={intl.formatMessage(messages.quantity)}
        value={quantity}
        onChange={(value) => {
          setQuantity(value);
          if (outcome?.kind !== 'added') setOutcome(undefined);
        }}
        minValue={1}
        isRequired
        isInvalid={Boolean(quantityError)}
        errorMessage={quantityError}
      />
      {/* No isPending: its live announcement would outlive the button's label change; the result is announced below. */}
      <Button type="submit" variant="secondary" className={css.addButton}>
        {intl.formatMessage(messages.add)}
      </Button>
      {outcome?.kind === 'added' ? (
        <p className={css.added} role="status">
          {outcome.text}
        </p>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <p className={css.failed} role="alert">
          {intl.formatMessage(messages.lookupFailed)}
        </p>
      ) : null}
    </form>
  );
}
