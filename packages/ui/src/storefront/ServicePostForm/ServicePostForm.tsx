/**
 * ServicePostForm: a new post to the parts service: subject, text, the product's art. no. and up to 5 pictures.
 * Empty subject or text is refused at the field with the spec's message; a failed send keeps everything.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { servicePostAddBody, type ServicePostAddBody } from '@kontor/api/contract';
import { Button } from '../../components/Button/Button.js';
import { Form, FormError } from '../../components/Form/Form.js';
import { FormField } from '../../components/Form/FormField.js';
import { useZodForm } from '../../components/Form/useZodForm.js';
import { TextField } from '../../components/TextField/TextField.js';
import { cx } from '../../styles/cx.js';
import { ProofPicker, type ProofUploader } from '../AfterSalesForm/ProofPicker.js';
import * as css from './ServicePostForm.css.js';
import { messages } from './ServicePostForm.messages.js';

export interface ServicePostFormProps {
  /** Sends the post; a rejection shows its message above the button and keeps what was typed and attached. */
  onSubmit: (post: ServicePostAddBody) => Promise<unknown> | void;
  /** Uploads pictures as they are chosen and answers their links. */
  onUpload: ProofUploader;
  /** The product the post is about, e.g. from /partsService?skuCode=… */
  defaultSkuCode?: string | undefined;
  className?: string;
}

export function ServicePostForm({ onSubmit, onUpload, defaultSkuCode, className }: ServicePostFormProps) {
  const intl = useIntl();
  const empty = { title: '', content: '', skuCode: defaultSkuCode ?? '', images: [] as string[] };
  const form = useZodForm(servicePostAddBody, { defaultValues: empty });
  const [sent, setSent] = useState(false);
  const [uploading, setUploading] = useState(0);
  // A sent post starts the pictures afresh: the picker is remounted rather than told to forget.
  const [round, setRound] = useState(0);
  const busy = (isBusy: boolean) => setUploading((count) => Math.max(0, count + (isBusy ? 1 : -1)));

  const submit = async (values: ServicePostAddBody) => {
    setSent(false);
    if (uploading > 0) return;
    const skuCode = values.skuCode?.trim();
    await onSubmit({ ...values, skuCode: skuCode ? skuCode : undefined, images: values.images ?? [] });
    form.reset(empty);
    setRound((n) => n + 1);
    setSent(true);
  };

  const titleId = 'service-post-form-title';
  return (
    <section className={cx(css.root, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title}>{intl.formatMessage(messages.title)}</h2>
      <Form form={form} onSubmit={submit} aria-label={intl.formatMessage(messages.title)} className={css.root}>
        <div className={css.pair}>
          <FormField
            name="title"
            render={({ fieldProps }) => <TextField {...fieldProps} value={fieldProps.value ?? ''} label={intl.formatMessage(messages.subject)} isRequired />}
          />
          <FormField
            name="skuCode"
            render={({ fieldProps }) => (
              <TextField
                {...fieldProps}
                value={fieldProps.value ?? ''}
                label={intl.formatMessage(messages.skuCode)}
                description={intl.formatMessage(messages.skuCodeHelp)}
              />
            )}
          />
        </div>
        <FormField
          name="content"
          render={({ fieldProps }) => (
            <TextField
              {...fieldProps}
              value={fieldProps.value ?? ''}
              multiline
              label={intl.formatMessage(messages.content)}
              description={intl.formatMessage(messages.contentHelp)}
              isRequired
            />
          )}
        />
        <FormField
          name="images"
          render={({ field, error }) => (
            <ProofPicker
              key={round}
              label={intl.formatMessage(messages.pictures)}
              labelText={intl.formatMessage(messages.pictures)}
              onUpload={onUpload}
              onLinksChange={(links) => field.onChange(links)}
              onBusyChange={busy}
              errorMessage={error}
            />
          )}
        />
        <FormError />
        <div className={css.actions}>
          <Button type="submit" isDisabled={uploading > 0 || form.formState.isSubmitting}>
            {intl.formatMessage(messages.submit)}
          </Button>
          {sent && (
            <p role="status" className={css.sent}>
              {intl.formatMessage(messages.sent)}
            </p>
          )}
        </div>
      </Form>
    </section>
  );
}
