/** Which field of the password change a server's refusal concerns, so its message shows there. */
import type { MailPasswordForm } from '@kontor/api/contract';

export const SENDING_FREQUENTLY = 'login.code.sendingFrequently';

const FIELD_OF_KEY: Record<string, keyof MailPasswordForm> = {
  'validation.oldPassword.wrong': 'password',
  'login.email.notBound': 'email',
  'login.email.format': 'email',
  'login.code.verificationFailed': 'code',
  'validation.code.length': 'code',
  'validation.code.required': 'code',
};

export const fieldOfKey = (key: string): keyof MailPasswordForm | undefined => FIELD_OF_KEY[key];
