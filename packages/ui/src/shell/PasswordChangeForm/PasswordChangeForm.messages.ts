/** Messages of the password change: field labels, help, the action and its success, and the mailbox code. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  oldPassword: NoMessageValues;
  newPassword: NoMessageValues;
  newPasswordHelp: { min: string | number; max: string | number };
  confirmPassword: NoMessageValues;
  submit: NoMessageValues;
  reset: NoMessageValues;
  saved: NoMessageValues;
  mailbox: NoMessageValues;
  mailboxHelp: NoMessageValues;
  mailCode: NoMessageValues;
  mailCodeHelp: { length: number };
  sendCode: NoMessageValues;
  resendIn: { seconds: number };
  codeSent: { email: string };
}>({
  title: { id: 'shell.password.title', defaultMessage: 'Change password' },
  oldPassword: { id: 'shell.password.old', defaultMessage: 'Old password' },
  newPassword: { id: 'shell.password.new', defaultMessage: 'New password' },
  newPasswordHelp: { id: 'shell.password.newHelp', defaultMessage: '{min} to {max} characters' },
  confirmPassword: { id: 'shell.password.confirm', defaultMessage: 'Confirm new password' },
  submit: { id: 'shell.password.submit', defaultMessage: 'Change password' },
  reset: { id: 'shell.password.reset', defaultMessage: 'Clear' },
  saved: { id: 'shell.password.saved', defaultMessage: 'Your password has been changed.' },
  mailbox: { id: 'storefront.account.password.mailbox', defaultMessage: 'Mailbox' },
  mailboxHelp: {
    id: 'storefront.account.password.mailboxHelp',
    defaultMessage: 'The mailbox of your account; the code is sent there.',
  },
  mailCode: { id: 'storefront.account.password.code', defaultMessage: 'Mailbox code' },
  mailCodeHelp: {
    id: 'storefront.account.password.codeHelp',
    defaultMessage: 'The {length} characters from the mail',
  },
  sendCode: { id: 'storefront.account.password.sendCode', defaultMessage: 'Send code' },
  // The login form's wording, one catalogue entry for both.
  resendIn: { id: 'shell.login.sms.resendIn', defaultMessage: 'Send again in {seconds} s' },
  codeSent: {
    id: 'storefront.account.password.codeSent',
    defaultMessage: 'A code has been sent to {email}.',
  },
});
