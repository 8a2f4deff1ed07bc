/** Which field of the password change a server's refusal concerns, so its message shows there. */
import type { MailPasswordForm } from '@kontor/api/contract';
import type { ServerMessageKey, ValidationKey } from '@kontor/api/rules';

export const SENDING_FREQUENTLY = 'login.code.sendingFrequently' satisfies ServerMessageKey;

// Keys as literals the compiler holds to the rules' lists (a runtime import of VALIDATION_KEYS would bring every
// validation message into this form's catalogue part).
const FIELD_OF_KEY: Partial<Record<ServerMessageKey | ValidationKey, keyof MailPasswordForm>> = {
  'validation.oldPassword.wrong': 'password',
  'login.email.notBound': 'email',
  'login.email.format': 'email',
  'login.code.verificationFailed': 'code',
  'validation.code.length': 'code',
  'validation.code.required': 'code',
};

export const fieldOfKey = (key: string): keyof MailPasswordForm | undefined => (FIELD_OF_KEY as Record<string, keyof MailPasswordForm | undefined>)[key];
