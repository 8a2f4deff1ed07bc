/** The user name and password panel of the login form: captcha picture (press for a new one) and its code. */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { useIntl } from 'react-intl';
import { loginNameProblem, loginPasswordProblem, verificationCodeProblem, VERIFICATION_CODE_LENGTH } from '@kontor/api/rules';
import { Button } from '../../components/Button/Button.js';
import { PasswordField } from '../../components/PasswordField/PasswordField.js';
import { TextField } from '../../components/TextField/TextField.js';
import { useTranslateKey } from '../../components/Form/translate.js';
import { focusFirstInvalid, useFieldChecks, type Checks } from './useFieldChecks.js';
import * as css from './LoginForm.css.js';
import { messages } from './LoginForm.messages.js';

export interface PasswordLoginValues {
  username: string;
  password: string;
  code: string;
}

const CHECKS: Checks<PasswordLoginValues> = {
  username: loginNameProblem,
  password: loginPasswordProblem,
  code: verificationCodeProblem,
};

export interface PasswordLoginProps {
  captchaSrc: string;
  onRenewCaptcha: () => void;
  onSubmit: (values: PasswordLoginValues) => void | Promise<void>;
  defaultUsername?: string | undefined;
  error?: ReactNode;
}

export function PasswordLogin({ captchaSrc, onRenewCaptcha, onSubmit, defaultUsername = '', error }: PasswordLoginProps) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordLoginValues>({ username: defaultUsername, password: '', code: '' });
  const [pending, setPending] = useState(false);
  // A new picture makes the typed code worthless: clear it (and only it) whenever the picture changes.
  const [shownCaptcha, setShownCaptcha] = useState(captchaSrc);
  if (shownCaptcha !== captchaSrc) {
    setShownCaptcha(captchaSrc);
    setValues((before) => ({ ...before, code: '' }));
  }
  const { errorOf, check } = useFieldChecks(values, CHECKS);
  const errorText = (name: keyof PasswordLoginValues) => {
    const key = errorOf(name);
    return key ? translate(key) : undefined;
  };
  const set = (name: keyof PasswordLoginValues) => (value: string) => setValues((before) => ({ ...before, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (!check('username', 'password', 'code')) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending(true);
    try {
      await onSubmit({ ...values, username: values.username.trim(), code: values.code.trim() });
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} noValidate className={css.form} aria-label={intl.formatMessage(messages.formLabel)} onSubmit={(event) => void submit(event)}>
      <TextField
        name="username"
        autoComplete="username"
        label={intl.formatMessage(messages.username)}
        value={values.username}
        onChange={set('username')}
        isRequired
        validationBehavior="aria"
        isInvalid={errorOf('username') !== undefined}
        errorMessage={errorText('username')}
      />
      <PasswordField
        name="password"
        label={intl.formatMessage(messages.password)}
        value={values.password}
        onChange={set('password')}
        isRequired
        validationBehavior="aria"
        isInvalid={errorOf('password') !== undefined}
        errorMessage={errorText('password')}
      />
      <div className={css.codeRow}>
        <TextField
          className={css.codeField}
          name="code"
          autoComplete="off"
          maxLength={VERIFICATION_CODE_LENGTH}
          label={intl.formatMessage(messages.code)}
          description={intl.formatMessage(messages.codeHint)}
          value={values.code}
          onChange={set('code')}
          isRequired
          validationBehavior="aria"
          isInvalid={errorOf('code') !== undefined}
          errorMessage={errorText('code')}
        />
        <AriaButton
          className={`${css.besideInput} ${css.captchaButton}`}
          aria-label={intl.formatMessage(messages.renewCaptcha)}
          onPress={onRenewCaptcha}
        >
          <img className={css.captchaImage} src={captchaSrc} width={100} height={40} alt={intl.formatMessage(messages.captcha)} />
        </AriaButton>
      </div>
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
