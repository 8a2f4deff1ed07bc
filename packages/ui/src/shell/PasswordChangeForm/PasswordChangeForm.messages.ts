/** Messages of the password change: field labels, help, the action and its success. */
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
}>({
  title: { id: 'shell.password.title', defaultMessage: 'Change password' },
  oldPassword: { id: 'shell.password.old', defaultMessage: 'Old password' },
  newPassword: { id: 'shell.password.new', defaultMessage: 'New password' },
  newPasswordHelp: { id: 'shell.password.newHelp', defaultMessage: '{min} to {max} characters' },
  confirmPassword: { id: 'shell.password.confirm', defaultMessage: 'Confirm new password' },
  submit: { id: 'shell.password.submit', defaultMessage: 'Change password' },
  reset: { id: 'shell.password.reset', defaultMessage: 'Clear' },
  saved: { id: 'shell.password.saved', defaultMessage: 'Your password has been changed.' },
});
