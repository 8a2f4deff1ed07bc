/** Which field of the password change a server's refusal concerns, so its message shows there. */
import type { MailPasswordForm } from '@kontor/api/contract';
import { VALIDATION_KEYS, type ServerMessageKey } from '@kontor/api/rules';

export const SENDING_FREQUENTLY = 'login.code.sendingFrequently' satisfies ServerMessageKey;

const FIELD_OF_KEY: Partial<Record<ServerMessageKey | (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS], keyof MailPasswordForm>> = {
  'validation.oldPassword.wrong': 'password',
  'login.email.notBound': 'email',
  'login.email.format': 'email',
  'login.code.verificationFailed': 'code',
  [VALIDATION_KEYS.codeLength]: 'code',
  [VALIDATION_KEYS.codeRequired]: 'code',
};

export const fieldOfKey = (key: string): keyof MailPasswordForm | undefined => (FIELD_OF_KEY as Record<string, keyof MailPasswordForm | undefined>)[key];
