/** The user name and password panel of the login form: captcha picture (press for a new one) and its code. */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { useIntl } from 'react-intl';
import { loginNameProblem, loginPasswordProblem, verificationCodeProblem, VERIFICATION_CODE_LENGTH } from '@kontor/api/rules';
import { PasswordField } from '../../components/PasswordField/PasswordField.js';
import { TextField } from '../../components/TextField/TextField.js';
import type { Checks } from './useFieldChecks.js';
import { LoginPanelFrame, useLoginPanel } from './LoginPanel.js';
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
  /** Undefined until the page has one (a server-drawn page asks for its picture once it runs): a box of its size. */
  captchaSrc?: string | undefined;
  onRenewCaptcha: () => void;
  onSubmit: (values: PasswordLoginValues) => void | Promise<void>;
  defaultUsername?: string | undefined;
  error?: ReactNode;
}

export function PasswordLogin({ captchaSrc, onRenewCaptcha, onSubmit, defaultUsername = '', error }: PasswordLoginProps) {
  const intl = useIntl();
  const panel = useLoginPanel<PasswordLoginValues>({ username: defaultUsername, password: '', code: '' }, CHECKS, onSubmit);
  // A new picture makes the typed code worthless: clear it (and only it) whenever the picture changes. Cleared by the
  // form, the code is not the user's mistake: it shows no "enter the code" until the user sends again.
  const [shownCaptcha, setShownCaptcha] = useState(captchaSrc);
  if (shownCaptcha !== captchaSrc) {
    setShownCaptcha(captchaSrc);
    panel.setValues((before) => ({ ...before, code: '' }));
    panel.forget('code');
  }
  // A picture renewed after a refused sign-in (the focus still on the button) leaves the user at the password, the
  // secret the server refused; Tab then reaches the emptied code. A picture the user renewed keeps the focus on it.
  const { formRef, pending } = panel;
  const refused = useRef(false);
  const picture = useRef(captchaSrc);
  useEffect(() => {
    if (picture.current !== captchaSrc) {
      picture.current = captchaSrc;
      // A pending button is of type "button" (react-aria's, so that it sends nothing more) until the answer is in.
      const active = document.activeElement;
      refused.current =
        active instanceof HTMLButtonElement && (active.type === 'submit' || pending) && !!formRef.current?.contains(active);
    }
    if (!refused.current || pending) return;
    refused.current = false;
    const password = formRef.current?.querySelector<HTMLInputElement>('input[name="password"]');
    password?.focus();
    password?.select();
  }, [captchaSrc, pending, formRef]);

  return (
    <LoginPanelFrame formRef={panel.formRef} onSubmit={panel.submit} pending={panel.pending} error={error}>
      <TextField name="username" autoComplete="username" label={intl.formatMessage(messages.username)} {...panel.fieldProps('username')} />
      <PasswordField name="password" label={intl.formatMessage(messages.password)} {...panel.fieldProps('password')} />
      <div className={css.codeRow}>
        <TextField
          className={css.codeField}
          name="code"
          autoComplete="off"
          maxLength={VERIFICATION_CODE_LENGTH}
          label={intl.formatMessage(messages.code)}
          description={intl.formatMessage(messages.codeHint)}
          {...panel.fieldProps('code')}
        />
        <AriaButton
          className={`${css.besideInput} ${css.captchaButton}`}
          aria-label={intl.formatMessage(messages.renewCaptcha)}
          onPress={onRenewCaptcha}
        >
          {captchaSrc ? (
            <img className={css.captchaImage} src={captchaSrc} width={100} height={40} alt={intl.formatMessage(messages.captcha)} />
          ) : (
            <span className={css.captchaImage} />
          )}
        </AriaButton>
      </div>
    </LoginPanelFrame>
  );
}
