/**
 * Shows api errors as toasts in the user's language: server message keys and the status table's texts (spec section
 * 8) go through the catalogues; any other server text is shown as the server wrote it.
 */
import { createIntl } from 'react-intl';
import { isMessageKey, statusMessageKey } from '@kontor/api/rules';
import { catalogueOf, LOCALE_TAGS } from '@kontor/ui/provider';
import { toastQueue, toastsOf } from '@kontor/ui/Toast';
import { languageAtom } from './state/settings.js';
import { store } from './state/store.js';

const toasts = toastsOf(toastQueue);

export function translateServerMessage(message: string): string {
  const language = store.get(languageAtom);
  const messages = catalogueOf(language);
  const key = isMessageKey(message) ? message : statusMessageKey(message);
  if (!messages || !key || !(key in messages)) return message;
  return createIntl({ locale: LOCALE_TAGS[language], messages }).formatMessage({ id: key });
}

/** The text of a failed call's toast; an unexpected server failure also names its request id, for support. */
export function apiErrorText(message: string, error?: { requestId?: string | undefined }): string {
  const text = translateServerMessage(message);
  const requestId = error?.requestId;
  if (!requestId) return text;
  const language = store.get(languageAtom);
  const intl = createIntl({ locale: LOCALE_TAGS[language], messages: catalogueOf(language) ?? {} });
  const reference = intl.formatMessage({ id: 'error.requestId', defaultMessage: 'Reference for support: {requestId}' }, { requestId });
  return `${text} (${reference})`;
}

export function showApiError(message: string, error?: { requestId?: string | undefined }): void {
  toasts.error(apiErrorText(message, error));
}
