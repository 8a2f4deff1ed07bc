/** What a failed sign-in says: the server's message (a key in the user's language, or its own text), else the status's. */
import type { IntlShape } from 'react-intl';
import { isKontorApiError } from '@kontor/api/client';
import { isMessageKey, statusMessageKey } from '@kontor/api/rules';
import { loginErrorMessages } from '@kontor/ui/shell/LoginForm';
import { translateServerMessage } from '../../notify.js';

const BY_STATUS = {
  417: loginErrorMessages.notBound,
  426: loginErrorMessages.credentials,
  428: loginErrorMessages.captcha,
  429: loginErrorMessages.tooFrequent,
} as const;

export function loginErrorText(intl: IntlShape, error: unknown): string {
  if (!isKontorApiError(error)) return intl.formatMessage(loginErrorMessages.unknown);
  // A message key says more than the status ('sending frequently' is a 429 too).
  if (isMessageKey(error.message)) return translateServerMessage(error.message);
  // The server's own words come first (spec section 8: the server msg, else the status table): an existing backend
  // writes its login messages as text. A status-table text is the client's fallback, not the server's word.
  const serverText = error.message.trim();
  const fromServer = error.kind === 'http' || error.kind === 'business';
  if (fromServer && serverText !== '' && !statusMessageKey(serverText)) return serverText;
  const byStatus = error.status === undefined ? undefined : BY_STATUS[error.status as keyof typeof BY_STATUS];
  if (byStatus) return intl.formatMessage(byStatus);
  if (error.kind === 'network' || error.kind === 'timeout') return intl.formatMessage(loginErrorMessages.unreachable);
  return intl.formatMessage(loginErrorMessages.unknown);
}

/** True when the answer means the captcha picture must change (wrong or used-up code). */
export const isCaptchaError = (error: unknown) => isKontorApiError(error) && error.status === 428;
