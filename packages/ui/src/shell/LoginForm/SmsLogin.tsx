/** The mobile phone panel of the login form: send a code (then wait before sending again), type it, sign in. */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CODE_RESEND_SECONDS, PHONE_LENGTH, phoneProblem, verificationCodeProblem, VERIFICATION_CODE_LENGTH } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { TextField } from '../../components/TextField/TextField.js';
import { useCountdown } from '../../components/Form/useCountdown.js';
import type { Checks } from './useFieldChecks.js';
import { LoginPanelFrame, useLoginPanel } from './LoginPanel.js';
import * as css from './LoginForm.css.js';
import { messages } from './LoginForm.messages.js';

export interface SmsLoginValues {
  mobile: string;
  code: string;
}

const CHECKS: Checks<SmsLoginValues> = { mobile: phoneProblem, code: verificationCodeProblem };

export interface SmsLoginProps {
  /** Sends the code; when it resolves the button waits `resendSeconds` before it can send again. */
  onSendCode: (mobile: string) => void | Promise<void>;
  onSubmit: (values: SmsLoginValues) => void | Promise<void>;
  resendSeconds?: number | undefined;
  error?: ReactNode;
}

export function SmsLogin({ onSendCode, onSubmit, resendSeconds = CODE_RESEND_SECONDS, error }: SmsLoginProps) {
  const intl = useIntl();
  const panel = useLoginPanel<SmsLoginValues>({ mobile: '', code: '' }, CHECKS, onSubmit);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [left, startCountdown] = useCountdown();

  async function send() {
    if (sending || left > 0 || !panel.checkFields('mobile')) return;
    setSending(true);
    try {
      const mobile = panel.values.mobile.trim();
      await onSendCode(mobile);
      setSentTo(mobile);
      startCountdown(resendSeconds);
    } catch {
      // The app shows why it failed (error prop); the button stays ready for another try.
    } finally {
      setSending(false);
    }
  }

  return (
    <LoginPanelFrame formRef={panel.formRef} onSubmit={panel.submit} pending={panel.pending} error={error}>
      <TextField
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_LENGTH}
        label={intl.formatMessage(messages.mobile)}
        {...panel.fieldProps('mobile')}
      />
      <div className={css.codeRow}>
        <TextField
          className={css.codeField}
          name="smsCode"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={VERIFICATION_CODE_LENGTH}
          label={intl.formatMessage(messages.smsCode)}
          {...panel.fieldProps('code')}
        />
        <Button
          variant="secondary"
          className={`${css.besideInput} ${css.sendButton}`}
          isDisabled={left > 0}
          isPending={sending}
          onPress={() => void send()}
        >
          {left > 0 ? intl.formatMessage(messages.resendIn, { seconds: left }) : intl.formatMessage(messages.sendCode)}
        </Button>
      </div>
      {sentTo ? (
        <p className={css.note} role="status">
          {intl.formatMessage(messages.codeSent, { mobile: sentTo })}
        </p>
      ) : null}
    </LoginPanelFrame>
  );
}
