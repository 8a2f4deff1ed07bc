/** Turning a message key (a zod issue's message, a rules result) into text in the user's language. */
import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/** The catalogue text for `key` when it is a message id; any other text (a server's msg) as it is. */
export function translateKey(intl: IntlShape, key: string): string {
  return Object.prototype.hasOwnProperty.call(intl.messages, key) ? intl.formatMessage({ id: key }) : key;
}

export function useTranslateKey(): (key: string) => string {
  const intl = useIntl();
  return useCallback((key: string) => translateKey(intl, key), [intl]);
}
