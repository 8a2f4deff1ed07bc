/**
 * AddressForm: a delivery address (spec section 3) checked by the contract's addressForm, the schema the server
 * parses too: the required fields, the phone by the phone helper, and receiving windows that end after they start
 * and do not overlap.
 */
import { useIntl } from 'react-intl';
import { addressForm, type Address, type AddressForm as AddressValues } from '@kontor/api/contract';
import { DELIVERY_TYPES, PHONE_LENGTH, type AddressRequiredField } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { Checkbox } from '../../components/Checkbox/Checkbox.js';
import { Form, FormError } from '../../components/Form/Form.js';
import { FormField } from '../../components/Form/FormField.js';
import { translateKey } from '../../components/Form/translate.js';
import { useZodForm, type FormInput } from '../../components/Form/useZodForm.js';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.js';
import { TextField } from '../../components/TextField/TextField.js';
import { ReceivingWindows } from '../ReceivingWindows/ReceivingWindows.js';
import * as css from './AddressForm.css.js';
import { messages } from './AddressForm.messages.js';

export type AddressFormValues = FormInput<typeof addressForm>;

export interface AddressFormProps {
  /** The address to edit; a new one when left out. */
  address?: Partial<Address> | null | undefined;
  /** Saves the address; a rejection's message shows above the buttons and everything typed stays. */
  onSubmit: (values: AddressValues) => unknown;
  onCancel?: () => void;
  /** The field to start in, e.g. the first one an incomplete address misses. */
  autoFocusField?: AddressRequiredField | undefined;
  className?: string;
}

type TextName =
  'company' | 'street' | 'postalCode' | 'city' | 'contactPerson' | 'receiver' | 'phone' | 'fax';

const REQUIRED = new Set<TextName>(['company', 'street', 'postalCode', 'contactPerson', 'phone']);

const isOn = (flag: unknown) => flag === true || flag === 1 || flag === '1' || flag === 'true';
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The form's starting values: empty text rather than null, flags as booleans, windows as a plain list. */
function initialValues(address: Partial<Address> | null | undefined): AddressFormValues {
  return {
    ...(address?.id != null ? { id: address.id } : {}),
    company: text(address?.company),
    street: text(address?.street),
    postalCode: text(address?.postalCode),
    city: text(address?.city),
    contactPerson: text(address?.contactPerson),
    receiver: text(address?.receiver),
    phone: text(address?.phone),
    fax: text(address?.fax),
    isElevator: isOn(address?.isElevator),
    isNotice: isOn(address?.isNotice),
    deliveryType: Number(address?.deliveryType) === 2 ? 2 : 1,
    isDefault: isOn(address?.isDefault),
    receivingTimes: (address?.receivingTimes ?? []).map(({ weekday, startTime, endTime }) => ({
      weekday,
      startTime,
      endTime,
    })),
  };
}

export function AddressForm({
  address,
  onSubmit,
  onCancel,
  autoFocusField,
  className,
}: AddressFormProps) {
  const intl = useIntl();
  const form = useZodForm(addressForm, { defaultValues: initialValues(address) });
  const title = intl.formatMessage(address?.id != null ? messages.editTitle : messages.createTitle);

  const textField = (name: TextName) => (
    <FormField
      name={name}
      render={({ fieldProps }) => (
        <TextField
          {...fieldProps}
          value={text(fieldProps.value)}
          label={intl.formatMessage(messages[name])}
          isRequired={REQUIRED.has(name)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the order form's "complete this address" link lands here
          autoFocus={autoFocusField === name}
          {...(name === 'phone' || name === 'fax'
            ? { type: 'tel', inputMode: 'tel' as const }
            : {})}
          {...(name === 'phone'
            ? {
                description: intl.formatMessage(messages.phoneHelp, { length: PHONE_LENGTH }),
                autoComplete: 'tel',
              }
            : {})}
          {...(name === 'postalCode' ? { autoComplete: 'postal-code' } : {})}
        />
      )}
    />
  );
  const check = (name: 'isElevator' | 'isNotice' | 'isDefault') => (
    <FormField
      name={name}
      render={({ field }) => (
        <Checkbox
          isSelected={isOn(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
        >
          {intl.formatMessage(messages[name])}
        </Checkbox>
      )}
    />
  );

  return (
    <section className={[css.root, className].filter(Boolean).join(' ')} aria-label={title}>
      <h2 className={css.title}>{title}</h2>
      <Form
        form={form}
        onSubmit={async (values) => {
          await onSubmit(values);
        }}
        aria-label={title}
        className={css.root}
      >
        <div className={css.grid}>
          {textField('company')}
          {textField('street')}
          {textField('postalCode')}
          {textField('city')}
          {textField('contactPerson')}
          {textField('receiver')}
          {textField('phone')}
          {textField('fax')}
        </div>
        <div className={css.options}>
          <FormField
            name="deliveryType"
            render={({ field }) => (
              <RadioGroup
                label={intl.formatMessage(messages.deliveryType)}
                value={String(field.value ?? 1)}
                onChange={(value) => field.onChange(Number(value))}
                onBlur={field.onBlur}
              >
                {DELIVERY_TYPES.map((type) => (
                  <Radio key={type.value} value={String(type.value)}>
                    {translateKey(intl, type.key)}
                  </Radio>
                ))}
              </RadioGroup>
            )}
          />
          <div className={css.checks}>
            {check('isElevator')}
            {check('isNotice')}
            {check('isDefault')}
          </div>
        </div>
        <FormField
          name="receivingTimes"
          render={({ field }) => (
            <ReceivingWindows
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <FormError />
        <div className={css.actions}>
          {/* Busy text rather than `isPending`: react-aria announces a pending button by its id, and that
              announcement would point at nothing once the saved form closes. */}
          <Button type="submit">
            {form.formState.isSubmitting ? (
              <span aria-live="polite">{intl.formatMessage(messages.saving)}</span>
            ) : (
              intl.formatMessage(messages.save)
            )}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onPress={onCancel}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
