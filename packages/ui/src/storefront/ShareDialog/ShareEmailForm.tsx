/** The email part of ShareDialog: sender name and email required, the recipient's address checked (spec section 5). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { shareEmailForm, type ShareEmailForm as ShareEmailValues } from '@kontor/api/contract';
import { Button } from '../../components/Button/Button.js';
import { Form, FormError } from '../../components/Form/Form.js';
import { FormField } from '../../components/Form/FormField.js';
import { useZodForm } from '../../components/Form/useZodForm.js';
import { TextField } from '../../components/TextField/TextField.js';
import * as css from './ShareDialog.css.js';
import type { ShareDialogProps } from './ShareDialog.types.js';
import { messages } from './ShareDialog.messages.js';

export interface ShareEmailFormProps {
  skuCode: string;
  shareUrl?: string | null;
  onSend: (form: ShareEmailValues) => Promise<unknown> | void;
  /** The signed-in buyer's name and email, filled in (and still editable). */
  sender?: ShareDialogProps['sender'];
}

export function ShareEmailForm({ skuCode, shareUrl, onSend, sender }: ShareEmailFormProps) {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const form = useZodForm(shareEmailForm, {
    defaultValues: {
      senderName: sender?.name ?? '',
      senderEmail: sender?.email ?? '',
      inviteeEmail: '',
      message: '',
      skuCode,
    },
  });
  const submit = async (values: ShareEmailValues) => {
    setSent(false);
    await onSend({ ...values, skuCode, ...(shareUrl ? { shareUrl } : {}) });
    setSent(true);
  };
  const field = (name: 'senderName' | 'senderEmail' | 'inviteeEmail', type: 'text' | 'email') => (
    <FormField
      name={name}
      render={({ fieldProps }) => (
        <TextField {...fieldProps} type={type} label={intl.formatMessage(messages[name])} isRequired={name !== 'inviteeEmail' || undefined} />
      )}
    />
  );
  return (
    <Form form={form} onSubmit={submit} aria-label={intl.formatMessage(messages.byEmail)} className={css.form}>
      <div className={css.pair}>
        {field('senderName', 'text')}
        {field('senderEmail', 'email')}
      </div>
      {field('inviteeEmail', 'email')}
      <FormField
        name="message"
        render={({ fieldProps }) => <TextField {...fieldProps} value={fieldProps.value ?? ''} multiline label={intl.formatMessage(messages.message)} />}
      />
      <FormError />
      <div className={css.row}>
        <Button type="submit" isDisabled={form.formState.isSubmitting}>{intl.formatMessage(messages.send)}</Button>
        {sent && <p role="status" className={css.note}>{intl.formatMessage(messages.sent)}</p>}
      </div>
    </Form>
  );
}
