/** Turning a message key (a zod issue's message, a rules result) into text in the user's language. */
import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { statusMessageKey, VALIDATION_KEYS } from '@kontor/api/rules';
import { boundMessages } from './validation.messages.js';

/** The values a message may need: the bound a value broke (a length, a number). */
export interface MessageValues {
  max?: number | undefined;
}

/**
 * Keys whose failure knows its bound, and the message that says it ('at most {max} characters'). The key alone stays
 * the text without the bound, for a refusal that does not name it (the database's, the original backend's).
 */
const WITH_MAX: Readonly<Record<string, MessageDescriptor>> = {
  [VALIDATION_KEYS.textTooLong]: boundMessages.textMaxLength,
  [VALIDATION_KEYS.numberRange]: boundMessages.numberMax,
};

const VALUES_MARK = '|max=';

/**
 * A message key and its values in one text ('validation.text.tooLong|max=100'): react-hook-form keeps an error's
 * message as text, and the bound must travel with it to translateKey.
 */
export function keyWithValues(key: string, values: MessageValues = {}): string {
  return values.max === undefined || !(key in WITH_MAX) ? key : `${key}${VALUES_MARK}${values.max}`;
}

/** The catalogue text for `key` when it is a message id or a status-table text; any other text (a server's msg) as it is. */
export function translateKey(intl: IntlShape, text: string): string {
  const mark = text.indexOf(VALUES_MARK);
  const key = mark < 0 ? text : text.slice(0, mark);
  const max = mark < 0 ? Number.NaN : Number(text.slice(mark + VALUES_MARK.length));
  const withMax = WITH_MAX[key];
  if (withMax && Number.isFinite(max)) return intl.formatMessage(withMax, { max });
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
