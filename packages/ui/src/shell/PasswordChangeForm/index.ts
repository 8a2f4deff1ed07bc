export {
  PasswordChangeForm,
  type PasswordChangeFormProps,
  type PasswordChangeValues,
  type MailboxConfirmation,
} from './PasswordChangeForm.js';
