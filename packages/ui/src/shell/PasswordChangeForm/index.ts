export { PasswordChangeForm, type PasswordChangeFormProps } from './PasswordChangeForm.js';
