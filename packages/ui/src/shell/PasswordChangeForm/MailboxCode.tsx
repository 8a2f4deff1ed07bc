/** The mailbox part of the password change: the member's mailbox, a send button that then counts down, and the code. */
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { MailPasswordForm } from '@kontor/api/contract';
import { CODE_RESEND_SECONDS, VERIFICATION_CODE_LENGTH } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { messages as buttonMessages } from '../../components/Button/Button.messages.js';
import { FormField } from '../../components/Form/FormField.js';
import { useTranslateKey } from '../../components/Form/translate.js';
import { useCountdown } from '../../components/Form/useCountdown.js';
import { TextField } from '../../components/TextField/TextField.js';
import * as css from './PasswordChangeForm.css.js';
import { messages } from './PasswordChangeForm.messages.js';
import { fieldOfKey, SENDING_FREQUENTLY } from './serverKeys.js';

export interface MailboxConfirmation {
  /** The member's mailbox, filled in (the user may correct it). */
  email?: string | undefined;
  /** Mails a code to the mailbox; a rejection's message (a server key) shows at the field it concerns. */
  onSendCode: (email: string) => unknown;
  /** Seconds before another code may be sent; the rules' CODE_RESEND_SECONDS by default. */
  resendSeconds?: number | undefined;
}

export function MailboxCode({ onSendCode, resendSeconds = CODE_RESEND_SECONDS }: MailboxConfirmation) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const form = useFormContext<MailPasswordForm>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [left, startCountdown] = useCountdown();

  async function send() {
    if (sending || left > 0 || !(await form.trigger('email'))) {
      if (form.getFieldState('email').invalid) form.setFocus('email');
      return;
    }
    const email = form.getValues('email').trim();
    setSending(true);
    setRefusal(undefined);
    try {
      await onSendCode(email);
      setSentTo(email);
      startCountdown(resendSeconds);
    } catch (error) {
      const key = error instanceof Error ? error.message : '';
      // Sent too often: the wait is shown on the button, counting down, besides the message.
      if (key === SENDING_FREQUENTLY) startCountdown(resendSeconds);
      const field = fieldOfKey(key);
      if (field === 'email') form.setError('email', { type: 'server', message: key });
      else if (key) setRefusal(key);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <FormField
        name="email"
        render={({ fieldProps }) => (
          <TextField
            {...fieldProps}
            type="email"
            autoComplete="email"
            label={intl.formatMessage(messages.mailbox)}
            description={intl.formatMessage(messages.mailboxHelp)}
            isRequired
          />
        )}
      />
      <div className={css.codeRow}>
        <FormField
          name="code"
          render={({ fieldProps }) => (
            <TextField
              {...fieldProps}
              className={css.codeField}
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              label={intl.formatMessage(messages.mailCode)}
              description={intl.formatMessage(messages.mailCodeHelp, { length: VERIFICATION_CODE_LENGTH })}
              isRequired
            />
          )}
        />
        {/* Busy text drawn here rather than with `isPending` (see SubmitButton): react-aria would announce the
            button by an id that is gone once the form is. */}
        <Button variant="secondary" className={css.sendButton} isDisabled={left > 0 || sending} onPress={() => void send()}>
          {sending ? (
            <span aria-live="polite">{intl.formatMessage(buttonMessages.pending)}</span>
          ) : left > 0 ? (
            intl.formatMessage(messages.resendIn, { seconds: left })
          ) : (
            intl.formatMessage(messages.sendCode)
          )}
        </Button>
      </div>
      {refusal ? (
        <p role="alert" className={css.refusal}>
          {translate(refusal)}
        </p>
      ) : sentTo ? (
        <p role="status" className={css.note}>
          {intl.formatMessage(messages.codeSent, { email: sentTo })}
        </p>
      ) : null}
    </>
  );
}
