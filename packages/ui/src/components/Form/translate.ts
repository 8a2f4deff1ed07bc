/** Turning a message key (a zod issue's message, a rules result) into text in the user's language. */
import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { statusMessageKey } from '@kontor/api/rules';

/** The catalogue text for `key` when it is a message id or a status-table text; any other text (a server's msg) as it is. */
export function translateKey(intl: IntlShape, key: string): string {
  const known = (id: string | undefined): id is string => id !== undefined && Object.prototype.hasOwnProperty.call(intl.messages, id);
  // A text of the status table (spec section 8: a server's, or the client's fallback) has its key in the catalogues.
  const id = known(key) ? key : statusMessageKey(key);
  if (!known(id)) return key;
  // The id comes from data (VALIDATION_KEYS), so it is looked up rather than extracted.
  const descriptor: MessageDescriptor = { id };
  return intl.formatMessage(descriptor);
}

export function useTranslateKey(): (key: string) => string {
  const intl = useIntl();
  return useCallback((key: string) => translateKey(intl, key), [intl]);
}
