/** AddressPicker: the delivery addresses; only complete ones can be chosen, an incomplete one says what is missing. */
import { useIntl } from 'react-intl';
import { addressMissingFields, type AddressRequiredField } from '@kontor/api/rules';
import { Link } from '../../components/Link/Link.js';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.js';
import * as css from './OrderForm.css.js';
import { messages } from './OrderForm.messages.js';
import type { AddressChoice, Id } from './types.js';

const FIELD_LABEL = {
  company: messages.fieldCompany,
  street: messages.fieldStreet,
  postalCode: messages.fieldPostalCode,
  contactPerson: messages.fieldContactPerson,
  phone: messages.fieldPhone,
} as const satisfies Record<AddressRequiredField, unknown>;

export interface AddressPickerProps {
  addresses: readonly AddressChoice[];
  value: Id | null;
  onChange: (id: Id) => void;
  errorMessage?: string | undefined;
  /** Where a new address is added; a link under the choices when given. */
  newAddressHref?: string | undefined;
}

export function AddressPicker({
  addresses,
  value,
  onChange,
  errorMessage,
  newAddressHref,
}: AddressPickerProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.address);
  const addLink = newAddressHref ? (
    <Link href={newAddressHref}>{intl.formatMessage(messages.newAddress)}</Link>
  ) : null;
  if (addresses.length === 0) {
    return (
      <div className={css.terms}>
        <span className={css.termsLabel}>{label}</span>
        <span>{intl.formatMessage(messages.noAddresses)}</span>
        {addLink}
        {errorMessage ? (
          <span className={css.formError} role="alert">
            {errorMessage}
          </span>
        ) : null}
      </div>
    );
  }
  return (
    <div className={css.addressOption}>
      <RadioGroup
        label={label}
        value={value === null ? null : String(value)}
        onChange={(id) => onChange(addresses.find((choice) => String(choice.id) === id)?.id ?? id)}
        isRequired
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
      >
        {addresses.map((choice) => {
          const missing = addressMissingFields(choice.address);
          const fields = intl.formatList(missing.map((field) => intl.formatMessage(FIELD_LABEL[field])), { type: 'conjunction' });
          return (
            <div key={choice.id} className={css.addressOption}>
              <Radio value={String(choice.id)} isDisabled={missing.length > 0}>
                {choice.label}
              </Radio>
              {missing.length > 0 ? (
                <p className={css.missing}>
                  {intl.formatMessage(messages.missing, { fields })}
                  {choice.editHref ? (
                    <>
                      {' '}
                      <Link href={choice.editHref}>{intl.formatMessage(messages.fixAddress)}</Link>
                    </>
                  ) : null}
                </p>
              ) : null}
            </div>
          );
        })}
      </RadioGroup>
      {addLink}
    </div>
  );
}
