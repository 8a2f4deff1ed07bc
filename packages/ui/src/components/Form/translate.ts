/** Turning a message key (a zod issue's message, a rules result) into text in the user's language. */
import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';

/** The catalogue text for `key` when it is a message id; any other text (a server's msg) as it is. */
export function translateKey(intl: IntlShape, key: string): string {
  if (!Object.prototype.hasOwnProperty.call(intl.messages, key)) return key;
  // The id comes from data (VALIDATION_KEYS), so it is looked up rather than extracted.
  const descriptor: MessageDescriptor = { id: key };
  return intl.formatMessage(descriptor);
}

export function useTranslateKey(): (key: string) => string {
  const intl = useIntl();
  return useCallback((key: string) => translateKey(intl, key), [intl]);
}
