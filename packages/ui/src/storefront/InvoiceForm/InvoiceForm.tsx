/** InvoiceForm: an order's invoice request, filled from the member's invoice data and checked by the contract's schema. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { invoiceForm, type Invoice, type InvoiceForm as InvoiceValues } from '@kontor/api/contract';
import { Form, FormError } from '../../components/Form/Form.js';
import { FormField } from '../../components/Form/FormField.js';
import { SubmitButton } from '../../components/Form/SubmitButton.js';
import { useZodForm } from '../../components/Form/useZodForm.js';
import { TextField } from '../../components/TextField/TextField.js';
import * as css from './InvoiceForm.css.js';
import { messages } from './InvoiceForm.messages.js';

export interface InvoiceFormProps {
  /** The member's invoice data (`rfmemberinvoice/getByUid`), the form's starting values. */
  memberInvoice?: Invoice | null | undefined;
  /** Sends the request; a rejection's message shows above the button and the input stays. */
  onSubmit: (values: InvoiceValues) => unknown;
  className?: string;
}

const FIELDS = ['company', 'vatNo', 'address', 'email', 'phone', 'bankName', 'bankAccount'] as const;
type Field = (typeof FIELDS)[number];

const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  company: 'organization',
  address: 'street-address',
  email: 'email',
  phone: 'tel',
};

/** The member's data as the form's text fields (missing values become empty text). */
function startValues(data: Invoice | null | undefined): InvoiceValues {
  return Object.fromEntries(FIELDS.map((field) => [field, data?.[field] ?? ''])) as InvoiceValues;
}

export function InvoiceForm({ memberInvoice, onSubmit, className }: InvoiceFormProps) {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const form = useZodForm(invoiceForm, { defaultValues: startValues(memberInvoice) });

  async function submit(values: InvoiceValues) {
    setSent(false);
    await onSubmit(values);
    setSent(true);
  }

  return (
    <section className={[css.root, className].filter(Boolean).join(' ')} aria-labelledby="invoice-form-title">
      <h2 id="invoice-form-title" className={css.title}>
        {intl.formatMessage(messages.requestTitle)}
      </h2>
      <p className={css.help}>{intl.formatMessage(messages.requestHelp)}</p>
      <Form form={form} onSubmit={submit} aria-label={intl.formatMessage(messages.requestTitle)}>
        <div className={css.fields}>
          {FIELDS.map((name) => (
            <FormField
              key={name}
              name={name}
              render={({ fieldProps }) => (
                <TextField
                  {...fieldProps}
                  label={intl.formatMessage(messages[name])}
                  isRequired={name === 'company'}
                  {...(name === 'email' ? { type: 'email' } : {})}
                  {...(AUTOCOMPLETE[name] ? { autoComplete: AUTOCOMPLETE[name] } : {})}
                />
              )}
            />
          ))}
        </div>
        <FormError />
        <div className={css.actions}>
          <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
          {sent && (
            <p role="status" className={css.note}>
              {intl.formatMessage(messages.sent)}
            </p>
          )}
        </div>
      </Form>
    </section>
  );
}
