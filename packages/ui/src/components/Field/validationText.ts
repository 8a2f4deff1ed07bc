/** The text of a failed field: the shop's translation of a browser constraint, else the errors as given. */
import type { IntlShape } from 'react-intl';
import type { ValidationResult } from 'react-aria-components/FieldError';
import { messages } from './Field.messages.js';

/** Browser constraint flags in the order we report them; the browser's own text follows its UI language, not the shop's. */
const CONSTRAINTS = [
  'valueMissing',
  'badInput',
  'typeMismatch',
  'patternMismatch',
  'tooShort',
  'tooLong',
  'rangeUnderflow',
  'rangeOverflow',
  'stepMismatch',
] as const satisfies readonly (keyof ValidityState & keyof typeof messages)[];

export function validationText(intl: IntlShape, validation: ValidationResult): string {
  const failed = CONSTRAINTS.find((flag) => validation.validationDetails?.[flag]);
  if (failed) return intl.formatMessage(messages[failed]);
  return validation.validationErrors.join(' ');
}
