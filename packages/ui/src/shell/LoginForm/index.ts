export { LoginForm, type LoginFormProps, type LoginMethod } from './LoginForm.js';
export type { PasswordLoginValues } from './PasswordLogin.js';
export type { SmsLoginValues } from './SmsLogin.js';
export { loginErrorMessages } from './LoginForm.messages.js';
