/**
 * PasswordChangeForm: old password, a new one of 6-20 characters and its confirmation, checked by the contract's
 * schema; with `mailbox`, confirmed by a code mailed to the member's mailbox (the personal centre's variant).
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  changePasswordForm,
  mailPasswordForm,
  type ChangePasswordForm,
  type MailPasswordForm,
} from '@kontor/api/contract';
import { ADMIN_PASSWORD_LENGTH } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { Form, FormError } from '../../components/Form/Form.js';
import { FormField } from '../../components/Form/FormField.js';
import { SubmitButton } from '../../components/Form/SubmitButton.js';
import { useZodForm } from '../../components/Form/useZodForm.js';
import { PasswordField } from '../../components/PasswordField/PasswordField.js';
import { MailboxCode, type MailboxConfirmation } from './MailboxCode.js';
import * as css from './PasswordChangeForm.css.js';
import { messages } from './PasswordChangeForm.messages.js';
import { fieldOfKey } from './serverKeys.js';

export type { MailboxConfirmation };

/** What the form sends: with a mailbox confirmation, also the mailbox and the code. */
export type PasswordChangeValues = ChangePasswordForm & Partial<Pick<MailPasswordForm, 'email' | 'code'>>;

export interface PasswordChangeFormProps {
  /**
   * Sends the change. A rejection's message (a server key or text) shows at the field it concerns (old password,
   * mailbox, code), else above the buttons; the input stays.
   */
  onSubmit: (values: PasswordChangeValues) => unknown;
  /** Shown with its own heading unless the caller names the region. */
  hideTitle?: boolean;
  /** Confirm the change by a code mailed to this mailbox: adds the mailbox, a send button and the code field. */
  mailbox?: MailboxConfirmation | undefined;
}

const EMPTY: PasswordChangeValues = { password: '', newpassword1: '', newpassword2: '' };

export function PasswordChangeForm({ onSubmit, hideTitle, mailbox }: PasswordChangeFormProps) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const empty: PasswordChangeValues = mailbox ? { ...EMPTY, email: mailbox.email ?? '', code: '' } : EMPTY;
  // One schema or the other for the life of the form; both give the same fields their same rules.
  // (typed as the plain form: the mailbox fields are bound by MailboxCode through the form's context)
  const schema = (mailbox ? mailPasswordForm : changePasswordForm) as typeof changePasswordForm;
  const form = useZodForm(schema, { defaultValues: empty });
  const sectionRef = useRef<HTMLElement>(null);
  // The confirmation depends on the new password: re-check it when the new one changes after a first check.
  const recheckConfirmation = () => {
    if (form.formState.touchedFields.newpassword2) void form.trigger('newpassword2');
  };

  async function submit(values: PasswordChangeValues) {
    setSaved(false);
    try {
      await onSubmit(values);
    } catch (error) {
      const field = error instanceof Error ? fieldOfKey(error.message) : undefined;
      if (!field || (!mailbox && (field === 'email' || field === 'code'))) throw error;
      form.setError(field as keyof ChangePasswordForm, { type: 'server', message: (error as Error).message });
      // react-aria fields keep their inputs to themselves, so focus is moved by name.
      sectionRef.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
      return;
    }
    form.reset(empty);
    setSaved(true);
  }

  return (
    <section ref={sectionRef} className={css.root} aria-label={hideTitle ? intl.formatMessage(messages.title) : undefined}>
      {!hideTitle && <h2 className={css.title}>{intl.formatMessage(messages.title)}</h2>}
      <Form form={form} onSubmit={submit} aria-label={intl.formatMessage(messages.title)} className={css.form}>
        <FormField
          name="password"
          render={({ fieldProps }) => (
            <PasswordField {...fieldProps} label={intl.formatMessage(messages.oldPassword)} isRequired autoComplete="current-password" />
          )}
        />
        <FormField
          name="newpassword1"
          render={({ fieldProps }) => (
            <PasswordField
              {...fieldProps}
              onChange={(value) => {
                fieldProps.onChange(value);
                recheckConfirmation();
              }}
              label={intl.formatMessage(messages.newPassword)}
              description={intl.formatMessage(messages.newPasswordHelp, ADMIN_PASSWORD_LENGTH)}
              maxLength={ADMIN_PASSWORD_LENGTH.max}
              isRequired
              autoComplete="new-password"
            />
          )}
        />
        <FormField
          name="newpassword2"
          render={({ fieldProps }) => (
            <PasswordField
              {...fieldProps}
              label={intl.formatMessage(messages.confirmPassword)}
              maxLength={ADMIN_PASSWORD_LENGTH.max}
              isRequired
              autoComplete="new-password"
            />
          )}
        />
        {mailbox && <MailboxCode {...mailbox} />}
        <FormError />
        {saved && (
          <p role="status" className={css.saved}>
            {intl.formatMessage(messages.saved)}
          </p>
        )}
        <div className={css.actions}>
          <SubmitButton>{intl.formatMessage(messages.submit)}</SubmitButton>
          <Button
            variant="secondary"
            onPress={() => {
              form.reset(empty);
              setSaved(false);
            }}
          >
            {intl.formatMessage(messages.reset)}
          </Button>
        </div>
      </Form>
    </section>
  );
}
