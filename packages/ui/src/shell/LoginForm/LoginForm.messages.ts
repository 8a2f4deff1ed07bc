/** Messages of the login form: tabs, fields, captcha, SMS code and the server's answers to a failed sign-in. */
import { defineMessages, type NoMessageValues } from 'react-intl';

type Plain = NoMessageValues;

export const messages = defineMessages<{
  formLabel: Plain; tabs: Plain; passwordTab: Plain; smsTab: Plain; username: Plain; password: Plain; code: Plain;
  codeHint: Plain; captcha: Plain; renewCaptcha: Plain; mobile: Plain; smsCode: Plain; sendCode: Plain;
  resendIn: { seconds: number };
  codeSent: { mobile: string };
  submit: Plain;
}>({
  formLabel: { id: 'shell.login.form', defaultMessage: 'Sign in' },
  tabs: { id: 'shell.login.tabs', defaultMessage: 'Ways to sign in' },
  passwordTab: { id: 'shell.login.tab.password', defaultMessage: 'User name and password' },
  smsTab: { id: 'shell.login.tab.sms', defaultMessage: 'Mobile phone' },
  username: { id: 'shell.login.username', defaultMessage: 'User name' },
  password: { id: 'shell.login.password', defaultMessage: 'Password' },
  code: { id: 'shell.login.code', defaultMessage: 'Verification code' },
  codeHint: { id: 'shell.login.code.hint', defaultMessage: 'The 4 characters in the picture' },
  captcha: { id: 'shell.login.captcha', defaultMessage: 'Verification code picture' },
  renewCaptcha: { id: 'shell.login.captcha.renew', defaultMessage: 'Show a new verification code picture' },
  mobile: { id: 'shell.login.mobile', defaultMessage: 'Mobile phone number' },
  smsCode: { id: 'shell.login.sms.code', defaultMessage: 'SMS code' },
  sendCode: { id: 'shell.login.sms.send', defaultMessage: 'Send code' },
  resendIn: { id: 'shell.login.sms.resendIn', defaultMessage: 'Send again in {seconds} s' },
  codeSent: { id: 'shell.login.sms.sent', defaultMessage: 'A code was sent to {mobile}.' },
  submit: { id: 'shell.login.submit', defaultMessage: 'Sign in' },
});

/** What the server answered to a failed sign-in (spec section 8), for the app to pass back as `error`. */
export const loginErrorMessages = defineMessages({
  credentials: { id: 'shell.login.error.426', defaultMessage: 'The user name does not exist or the password is wrong.' },
  captcha: { id: 'shell.login.error.428', defaultMessage: 'The verification code is wrong; please enter the new one.' },
  tooFrequent: { id: 'shell.login.error.429', defaultMessage: 'Too many attempts; please wait a minute and try again.' },
  notBound: { id: 'shell.login.error.417', defaultMessage: 'No account is bound to this login; sign in with your password, then bind it.' },
  unreachable: { id: 'shell.login.error.network', defaultMessage: 'The shop cannot be reached; check the connection and try again.' },
  unknown: { id: 'shell.login.error.unknown', defaultMessage: 'Signing in failed; please try again.' },
});
