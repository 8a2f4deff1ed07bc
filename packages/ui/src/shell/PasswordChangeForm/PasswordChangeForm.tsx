/** PasswordChangeForm: old password, a new one of 6-20 characters and its confirmation, checked by the contract's schema. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { changePasswordForm, type ChangePasswordForm } from '@kontor/api/contract';
import { ADMIN_PASSWORD_LENGTH } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { messages as buttonMessages } from '../../components/Button/Button.messages.js';
import { Form, FormError } from '../../components/Form/Form.js';
import { FormField } from '../../components/Form/FormField.js';
import { useZodForm } from '../../components/Form/useZodForm.js';
import { PasswordField } from '../../components/PasswordField/PasswordField.js';
import * as css from './PasswordChangeForm.css.js';
import { messages } from './PasswordChangeForm.messages.js';

export interface PasswordChangeFormProps {
  /** Sends the change; a rejection's message (a server key or text) shows above the buttons and the input stays. */
  onSubmit: (values: ChangePasswordForm) => unknown;
  /** Shown with its own heading unless the caller names the region. */
  hideTitle?: boolean;
}

const EMPTY: ChangePasswordForm = { password: '', newpassword1: '', newpassword2: '' };

export function PasswordChangeForm({ onSubmit, hideTitle }: PasswordChangeFormProps) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(changePasswordForm, { defaultValues: EMPTY });
  // The confirmation depends on the new password: re-check it when the new one changes after a first check.
  const recheckConfirmation = () => {
    if (form.formState.touchedFields.newpassword2) void form.trigger('newpassword2');
  };

  async function submit(values: ChangePasswordForm) {
    setSaved(false);
    await onSubmit(values);
    form.reset(EMPTY);
    setSaved(true);
  }

  return (
    <section className={css.root} aria-label={hideTitle ? intl.formatMessage(messages.title) : undefined}>
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
        <FormError />
        {saved && (
          <p role="status" className={css.saved}>
            {intl.formatMessage(messages.saved)}
          </p>
        )}
        <div className={css.actions}>
          {/* Busy text drawn here rather than with `isPending`: react-aria announces a pending button by its id, and
              that announcement would point at nothing once the form is gone (see ConfirmDialog). */}
          <Button type="submit">
            {form.formState.isSubmitting ? (
              <span aria-live="polite">{intl.formatMessage(buttonMessages.pending)}</span>
            ) : (
              intl.formatMessage(messages.submit)
            )}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              form.reset(EMPTY);
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
