/** The mobile phone panel of the login form: send a code (then wait before sending again), type it, sign in. */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CODE_RESEND_SECONDS, PHONE_LENGTH, phoneProblem, verificationCodeProblem, VERIFICATION_CODE_LENGTH } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { TextField } from '../../components/TextField/TextField.js';
import { useTranslateKey } from '../../components/Form/translate.js';
import { focusFirstInvalid, useFieldChecks, type Checks } from './useFieldChecks.js';
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

/** Seconds left before another code may be sent, counting down once a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return [left, setLeft];
}

export function SmsLogin({ onSendCode, onSubmit, resendSeconds = CODE_RESEND_SECONDS, error }: SmsLoginProps) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SmsLoginValues>({ mobile: '', code: '' });
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [left, startCountdown] = useCountdown();
  const { errorOf, check } = useFieldChecks(values, CHECKS);
  const errorText = (name: keyof SmsLoginValues) => {
    const key = errorOf(name);
    return key ? translate(key) : undefined;
  };
  const set = (name: keyof SmsLoginValues) => (value: string) => setValues((before) => ({ ...before, [name]: value }));

  async function send() {
    if (sending || left > 0) return;
    if (!check('mobile')) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSending(true);
    try {
      const mobile = values.mobile.trim();
      await onSendCode(mobile);
      setSentTo(mobile);
      startCountdown(resendSeconds);
    } catch {
      // The app shows why it failed (error prop); the button stays ready for another try.
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!check('mobile', 'code')) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      await onSubmit({ mobile: values.mobile.trim(), code: values.code.trim() });
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} noValidate className={css.form} aria-label={intl.formatMessage(messages.formLabel)} onSubmit={(event) => void submit(event)}>
      <TextField
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_LENGTH}
        label={intl.formatMessage(messages.mobile)}
        value={values.mobile}
        onChange={set('mobile')}
        isRequired
        validationBehavior="aria"
        isInvalid={errorOf('mobile') !== undefined}
        errorMessage={errorText('mobile')}
      />
      <div className={css.codeRow}>
        <TextField
          className={css.codeField}
          name="smsCode"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={VERIFICATION_CODE_LENGTH}
          label={intl.formatMessage(messages.smsCode)}
          value={values.code}
          onChange={set('code')}
          isRequired
          validationBehavior="aria"
          isInvalid={errorOf('code') !== undefined}
          errorMessage={errorText('code')}
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
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" className={css.submit} isPending={pending}>
        {intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
