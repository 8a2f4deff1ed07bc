/** AfterSalesForm: an after-sales request (spec section 3) checked by the contract's schema, with proofs uploaded as chosen. */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { afterSalesForm, type AfterSalesForm as AfterSalesValues } from '@kontor/api/contract';
import { SERVICE_TYPES, VALIDATION_KEYS } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { Form, FormError } from '../../components/Form/Form.js';
import { FormField } from '../../components/Form/FormField.js';
import { translateKey } from '../../components/Form/translate.js';
import { useZodForm, type FormInput } from '../../components/Form/useZodForm.js';
import { LazySelect } from '../../components/LazyTrigger/LazySelect.js';
import { NumberField } from '../../components/NumberField/NumberField.js';
import { TextField } from '../../components/TextField/TextField.js';
import * as css from './AfterSalesForm.css.js';
import { messages } from './AfterSalesForm.messages.js';
import { ProofPicker, type ProofUploader } from './ProofPicker.js';

export type AfterSalesFormValues = FormInput<typeof afterSalesForm>;

export interface AfterSalesFormProps {
  /** What is known already, e.g. from an order line: order number, article no., item, contact. */
  defaultValues?: Partial<AfterSalesValues>;
  /** The ordered quantity: more cannot be applied for. */
  maxQuantity?: number | undefined;
  /** Uploads proofs as they are chosen (see ProofUploader). */
  onUpload: ProofUploader;
  /** Sends the request; a rejection's message shows above the button and everything typed and attached stays. */
  onSubmit: (values: AfterSalesValues) => unknown;
  /**
   * Told of every change, e.g. to keep a draft across a reload: the values (proofs as the links of finished uploads)
   * and the chosen files' names by link. Given back as `defaultValues` and `defaultFileNames`, the proofs are listed
   * as uploaded, by those names.
   */
  onValuesChange?: ((values: AfterSalesFormValues, fileNames: Record<string, string>) => void) | undefined;
  /** The chosen files' names of the proof links in `defaultValues`. */
  defaultFileNames?: Readonly<Record<string, string>> | undefined;
  className?: string;
}

const EMPTY = {
  orderNo: '',
  artNo: '',
  itemName: '',
  serviceType: undefined,
  applyQuantity: 1,
  reason: '',
  proofImages: [],
  contactPerson: '',
  email: '',
  damageDescription: '',
  proofOfPurchase: [],
} as unknown as AfterSalesFormValues;

export function AfterSalesForm({
  defaultValues,
  maxQuantity,
  onUpload,
  onSubmit,
  onValuesChange,
  defaultFileNames,
  className,
}: AfterSalesFormProps) {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  // Uploads still running: their links are not in the form yet, so a send now would lose them.
  const [uploading, setUploading] = useState(0);
  const busy = (isBusy: boolean) => setUploading((count) => Math.max(0, count + (isBusy ? 1 : -1)));
  const form = useZodForm(afterSalesForm, { defaultValues: { ...EMPTY, ...defaultValues } });
  const fileNames = useRef<Record<string, string>>({ ...defaultFileNames });
  const named = (link: string) => fileNames.current[link];
  const uploaded = (link: string, name: string) => {
    fileNames.current[link] = name;
  };
  useEffect(() => {
    if (!onValuesChange) return undefined;
    const watching = form.watch((values) => {
      const links = [...(values.proofOfPurchase ?? []), ...(values.proofImages ?? [])];
      const names = Object.fromEntries(links.flatMap((link) => (link && fileNames.current[link] ? [[link, fileNames.current[link]]] : [])));
      onValuesChange(values as AfterSalesFormValues, names);
    });
    return () => watching.unsubscribe();
  }, [form, onValuesChange]);
  const types = SERVICE_TYPES.map((type) => ({
    id: String(type.value),
    label: translateKey(intl, type.key),
  }));

  async function submit(values: AfterSalesValues) {
    setSent(false);
    // The ordered quantity is this line's own bound, beyond the schema's general range.
    if (maxQuantity !== undefined && values.applyQuantity > maxQuantity) {
      form.setError(
        'applyQuantity',
        { message: VALIDATION_KEYS.quantityMax },
        { shouldFocus: true },
      );
      return;
    }
    const clean = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== ''),
    ) as AfterSalesValues;
    await onSubmit(clean);
    setSent(true);
  }

  const text = (
    name:
      'orderNo' | 'artNo' | 'itemName' | 'reason' | 'contactPerson' | 'email' | 'damageDescription',
    required = false,
    multiline = false,
  ) => (
    <FormField
      name={name}
      render={({ fieldProps }) => (
        <TextField
          {...fieldProps}
          value={String(fieldProps.value ?? '')}
          label={intl.formatMessage(messages[name])}
          isRequired={required}
          multiline={multiline}
          {...(name === 'email' ? { type: 'email', autoComplete: 'email' } : {})}
        />
      )}
    />
  );

  return (
    <section
      className={[css.root, className].filter(Boolean).join(' ')}
      aria-labelledby="after-sales-form-title"
    >
      <h2 id="after-sales-form-title" className={css.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <Form
        form={form}
        onSubmit={submit}
        holdMessage={uploading > 0 ? intl.formatMessage(messages.waitForUploads) : undefined}
        aria-label={intl.formatMessage(messages.title)}
        className={css.root}
      >
        <div className={css.grid}>
          {text('orderNo')}
          {text('artNo', true)}
          {text('itemName')}
          <FormField
            name="serviceType"
            render={({ fieldProps, field }) => (
              <LazySelect
                label={intl.formatMessage(messages.serviceType)}
                options={types}
                isRequired
                isInvalid={fieldProps.isInvalid}
                // The schema's union reports the literal it missed; the user needs only "choose one".
                errorMessage={
                  fieldProps.isInvalid
                    ? translateKey(intl, VALIDATION_KEYS.serviceTypeRequired)
                    : undefined
                }
                value={
                  field.value === undefined || field.value === null ? null : String(field.value)
                }
                onChange={(id) => field.onChange(id === null ? undefined : Number(id))}
                onBlur={field.onBlur}
              />
            )}
          />
          <FormField
            name="applyQuantity"
            render={({ fieldProps }) => (
              <NumberField
                {...fieldProps}
                value={typeof fieldProps.value === 'number' ? fieldProps.value : Number.NaN}
                label={intl.formatMessage(messages.applyQuantity)}
                {...(maxQuantity !== undefined
                  ? {
                      maxValue: maxQuantity,
                      description: intl.formatMessage(messages.applyQuantityHelp, {
                        max: maxQuantity,
                      }),
                    }
                  : {})}
                isRequired
              />
            )}
          />
          {text('contactPerson', true)}
          {text('email', true)}
        </div>
        {text('reason')}
        {text('damageDescription', true, true)}
        <FormField
          name="proofOfPurchase"
          render={({ field, error }) => (
            <ProofPicker
              label={intl.formatMessage(messages.proofOfPurchase)}
              labelText={intl.formatMessage(messages.proofOfPurchase)}
              isRequired
              initialLinks={defaultValues?.proofOfPurchase}
              nameOfLink={named}
              onUploaded={uploaded}
              onUpload={onUpload}
              onLinksChange={(links) => field.onChange(links)}
              onBusyChange={busy}
              errorMessage={error}
            />
          )}
        />
        <FormField
          name="proofImages"
          render={({ field, error }) => (
            <ProofPicker
              label={intl.formatMessage(messages.proofImages)}
              labelText={intl.formatMessage(messages.proofImages)}
              initialLinks={defaultValues?.proofImages}
              nameOfLink={named}
              onUploaded={uploaded}
              onUpload={onUpload}
              onLinksChange={(links) => field.onChange(links)}
              onBusyChange={busy}
              errorMessage={error}
            />
          )}
        />
        <FormError />
        {sent && (
          <p role="status" className={css.sent}>
            {intl.formatMessage(messages.sent)}
          </p>
        )}
        <div className={css.actions}>
          <Button type="submit">
            {form.formState.isSubmitting ? (
              <span aria-live="polite">{intl.formatMessage(messages.sending)}</span>
            ) : (
              intl.formatMessage(messages.submit)
            )}
          </Button>
        </div>
      </Form>
    </section>
  );
}
