/**
 * OrderForm: ETA, port, containers, delivery address, payment terms and remarks of a container or pallet order.
 * Every check is @kontor/api/rules' orderPlacementProblems, and the remark's bound is its TEXT_MAX_LENGTH; each failure
 * is shown at its field with the spec's text.
 * The ETA picker and the port and container-type lists are light first (LazyDatePicker, LazySelect): their
 * calendar and list box load on intent.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  CONTAINER_COUNT_RANGE,
  CONTAINER_LABELS,
  CONTAINER_LEAD_WEEKS,
  CONTAINER_TYPES,
  PALLET_LEAD_WORKING_DAYS,
  TEXT_MAX_LENGTH,
  VALIDATION_KEYS,
  earliestEta,
  isoDate,
  isWeekendDate,
  orderPlacementProblems,
  type ValidationKey,
} from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { LazyDatePicker } from '../../components/DatePicker/LazyDatePicker.js';
import { keyWithValues, translateKey } from '../../components/Form/translate.js';
import { NumberField } from '../../components/NumberField/NumberField.js';
import { TextField } from '../../components/TextField/TextField.js';
import { LazySelect } from '../../components/LazyTrigger/LazySelect.js';
import { AddressPicker } from './AddressPicker.js';
import * as css from './OrderForm.css.js';
import { messages } from './OrderForm.messages.js';
import type { OrderFormProps, OrderFormValue } from './types.js';
import { focusFirstInvalid } from '../../components/Form/focusFirstInvalid.js';

type FieldName = 'eta' | 'containers' | 'address' | 'remark' | 'form';

/** Which field a rules key belongs to; anything else is shown above the button. */
const FIELD_OF: Partial<Record<string, FieldName>> = {
  [VALIDATION_KEYS.etaRequired]: 'eta',
  [VALIDATION_KEYS.etaTooEarly]: 'eta',
  [VALIDATION_KEYS.etaWeekend]: 'eta',
  [VALIDATION_KEYS.dateInvalid]: 'eta',
  [VALIDATION_KEYS.containersRequired]: 'containers',
  [VALIDATION_KEYS.containersTooSmall]: 'containers',
  [VALIDATION_KEYS.addressRequired]: 'address',
  [VALIDATION_KEYS.addressIncomplete]: 'address',
  // The only free text the form sends: a too-long text the server refused is the remark.
  [VALIDATION_KEYS.textTooLong]: 'remark',
};

export function OrderForm({
  kind,
  mode = 'place',
  value,
  onChange,
  addresses,
  newAddressHref,
  ports,
  paymentTerms,
  today = new Date(),
  placedEta,
  volume,
  onSubmit,
  isSubmitting = false,
  serverError,
}: OrderFormProps) {
  const intl = useIntl();
  const [tried, setTried] = useState(false);
  // Each refused submit takes the user to the first field to fix, once its error has drawn (as the kit's Form does).
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [refused]);
  const earliest = earliestEta(kind, today);
  const chosen = addresses.find((choice) => String(choice.id) === String(value.addressId ?? ''));
  const problems: ValidationKey[] = orderPlacementProblems(
    { kind, eta: value.eta, containerCount: value.containerCount, cabinetType: value.cabinetType, address: chosen?.address, volume, placedEta },
    today,
  );
  const errors: Partial<Record<FieldName, string>> = {};
  if (tried) for (const key of problems) errors[FIELD_OF[key] ?? 'form'] ??= translateKey(intl, key);
  // Said as soon as the text passes the contract's bound, where it is typed; the text stays as typed, to be shortened.
  const remarkTooLong = (value.remark ?? '').trim().length > TEXT_MAX_LENGTH.text;
  if (remarkTooLong) errors.remark = translateKey(intl, keyWithValues(VALIDATION_KEYS.textTooLong, { max: TEXT_MAX_LENGTH.text }));
  if (serverError) errors[FIELD_OF[serverError] ?? 'form'] ??= translateKey(intl, serverError);
  const set = (patch: Partial<OrderFormValue>) => onChange({ ...value, ...patch });
  const editing = mode === 'edit';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0 || remarkTooLong) setRefused((count) => count + 1);
    else if (!isSubmitting) onSubmit(value);
  };

  const note =
    kind === 'container'
      ? intl.formatMessage(messages.containerNote, { weeks: CONTAINER_LEAD_WEEKS })
      : intl.formatMessage(messages.palletNote, { days: PALLET_LEAD_WORKING_DAYS });
  const earliestText = intl.formatDate(earliest, { dateStyle: 'medium' });

  return (
    <form ref={formRef} className={css.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(editing ? messages.editTitle : messages.title)}>
      <p className={css.note} id="order-eta-note">
        {note}
      </p>
      <LazyDatePicker
        label={intl.formatMessage(messages.eta)}
        value={value.eta ?? null}
        onChange={(eta) => set({ eta })}
        // An edit's ETA as placed stays a valid choice, even when it is now nearer than the lead time or a weekend.
        minValue={placedEta && placedEta < isoDate(earliest) ? placedEta : isoDate(earliest)}
        isDateUnavailable={(date) => date !== placedEta && isWeekendDate(date)}
        isRequired
        isInvalid={Boolean(errors.eta)}
        errorMessage={errors.eta}
        description={intl.formatMessage(messages.earliest, { date: earliestText })}
      />
      <LazySelect
        label={intl.formatMessage(messages.port)}
        options={ports.map((port) => ({ id: String(port.id), label: port.name }))}
        value={value.portId == null ? null : String(value.portId)}
        onChange={(key) => set({ portId: key === null ? null : (ports.find((port) => String(port.id) === key)?.id ?? key) })}
      />
      {kind === 'container' ? (
        <div className={css.row}>
          <LazySelect
            label={intl.formatMessage(messages.cabinetType)}
            options={CONTAINER_TYPES.map((type) => ({ id: type, label: CONTAINER_LABELS[type] }))}
            value={value.cabinetType ?? null}
            onChange={(key) => set({ cabinetType: CONTAINER_TYPES.find((type) => type === key) ?? null })}
            isInvalid={Boolean(errors.containers) && !value.cabinetType}
            isRequired
          />
          <NumberField
            label={intl.formatMessage(messages.containerCount)}
            value={value.containerCount ?? Number.NaN}
            onChange={(count) => set({ containerCount: Number.isFinite(count) ? count : null })}
            minValue={CONTAINER_COUNT_RANGE.min}
            maxValue={CONTAINER_COUNT_RANGE.max}
            isRequired
            isInvalid={Boolean(errors.containers)}
            errorMessage={errors.containers}
          />
        </div>
      ) : null}
      <AddressPicker
        addresses={addresses}
        newAddressHref={newAddressHref}
        value={value.addressId ?? null}
        onChange={(addressId) => set({ addressId })}
        errorMessage={errors.address}
      />
      <div className={css.terms}>
        <span className={css.termsLabel}>{intl.formatMessage(messages.paymentTerms)}</span>
        <span>{paymentTerms || intl.formatMessage(messages.noPaymentTerms)}</span>
      </div>
      <TextField
        label={intl.formatMessage(messages.remark)}
        multiline
        value={value.remark ?? ''}
        onChange={(remark) => set({ remark })}
        isInvalid={Boolean(errors.remark)}
        errorMessage={errors.remark}
      />
      {errors.form ? (
        <p className={css.formError} role="alert">
          {errors.form}
        </p>
      ) : null}
      <p className={css.note}>{intl.formatMessage(editing ? messages.changesKept : messages.draftKept)}</p>
      <Button type="submit" isPending={isSubmitting} className={css.submit}>
        {intl.formatMessage(editing ? (isSubmitting ? messages.saving : messages.save) : isSubmitting ? messages.submitting : messages.submit)}
      </Button>
    </form>
  );
}
