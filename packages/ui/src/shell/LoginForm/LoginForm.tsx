/** LoginForm: sign in by user name, password and captcha, or by mobile phone and an SMS code; checks before sending. */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../components/Form/useHydrated.js';
import type { Key } from 'react-aria-components/Tabs';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.js';
import { PasswordLogin, type PasswordLoginValues } from './PasswordLogin.js';
import { SmsLogin, type SmsLoginValues } from './SmsLogin.js';
import * as css from './LoginForm.css.js';
import { messages } from './LoginForm.messages.js';

export type LoginMethod = 'password' | 'sms';

export interface LoginFormProps {
  /**
   * The captcha picture's URL (`/code?randomStr=`); a new URL clears the typed code. Undefined while the page has none
   * yet (a page drawn on a server asks for its picture once it runs): a box of the picture's size stands in.
   */
  captchaSrc?: string | undefined;
  onRenewCaptcha: () => void;
  onPasswordLogin: (values: PasswordLoginValues) => void | Promise<void>;
  /** Sends an SMS code to the mobile; reject to keep the send button ready (say why in `error`). */
  onSendSmsCode: (mobile: string) => void | Promise<void>;
  onSmsLogin: (values: SmsLoginValues) => void | Promise<void>;
  /** The server's answer to the last attempt, in the user's language (see `loginErrorMessages`). */
  error?: ReactNode;
  defaultUsername?: string;
  /** Seconds between two SMS codes; the rules' CODE_RESEND_SECONDS by default. */
  resendSeconds?: number;
  method?: LoginMethod;
  defaultMethod?: LoginMethod;
  onMethodChange?: (method: LoginMethod) => void;
  /** Other ways in (social sign-in links), shown under the tabs. */
  footer?: ReactNode;
}

export function LoginForm({
  captchaSrc,
  onRenewCaptcha,
  onPasswordLogin,
  onSendSmsCode,
  onSmsLogin,
  error,
  defaultUsername,
  resendSeconds,
  method,
  defaultMethod = 'password',
  onMethodChange,
  footer,
}: LoginFormProps) {
  const intl = useIntl();
  // Both panels stay mounted (the hidden one inert), so switching tabs never loses what was typed.
  const selection = method === undefined ? { defaultSelectedKey: defaultMethod } : { selectedKey: method };
  // Drawn by a server, the tabs switch once the page runs: before that a press would do nothing.
  const ready = useHydrated();
  // The answer belongs to the panel that asked (a wrong password is no news on the phone's panel).
  const [asked, setAsked] = useState<LoginMethod>(method ?? defaultMethod);
  const asking =
    <A extends unknown[]>(panel: LoginMethod, send: (...args: A) => void | Promise<void>) =>
    (...args: A) => {
      setAsked(panel);
      return send(...args);
    };
  return (
    <div className={css.root}>
      <Tabs {...selection} isDisabled={!ready} onSelectionChange={(key: Key) => onMethodChange?.(key as LoginMethod)}>
        <TabList aria-label={intl.formatMessage(messages.tabs)}>
          <Tab id="password">{intl.formatMessage(messages.passwordTab)}</Tab>
          <Tab id="sms">{intl.formatMessage(messages.smsTab)}</Tab>
        </TabList>
        <TabPanel id="password" className={css.panel} shouldForceMount>
          <PasswordLogin
            captchaSrc={captchaSrc}
            onRenewCaptcha={onRenewCaptcha}
            onSubmit={asking('password', onPasswordLogin)}
            defaultUsername={defaultUsername}
            error={asked === 'password' ? error : undefined}
          />
        </TabPanel>
        <TabPanel id="sms" className={css.panel} shouldForceMount>
          <SmsLogin
            onSendCode={asking('sms', onSendSmsCode)}
            onSubmit={asking('sms', onSmsLogin)}
            resendSeconds={resendSeconds}
            error={asked === 'sms' ? error : undefined}
          />
        </TabPanel>
      </Tabs>
      {footer}
    </div>
  );
}
