/** Messages of the shared field parts: translations of the browser's constraint failures. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  valueMissing: { id: 'field.error.valueMissing', defaultMessage: 'Please fill in this field.' },
  tooShort: { id: 'field.error.tooShort', defaultMessage: 'This entry is too short.' },
  tooLong: { id: 'field.error.tooLong', defaultMessage: 'This entry is too long.' },
  rangeUnderflow: { id: 'field.error.rangeUnderflow', defaultMessage: 'This value is too small.' },
  rangeOverflow: { id: 'field.error.rangeOverflow', defaultMessage: 'This value is too large.' },
  stepMismatch: {
    id: 'field.error.stepMismatch',
    defaultMessage: 'Please enter an allowed value.',
  },
  typeMismatch: { id: 'field.error.typeMismatch', defaultMessage: 'Please enter a valid value.' },
  patternMismatch: {
    id: 'field.error.patternMismatch',
    defaultMessage: 'The format is not valid.',
  },
  badInput: { id: 'field.error.badInput', defaultMessage: 'Please enter a valid value.' },
  // A field marked invalid from outside (isInvalid) without a text of its own: what the browser's bubble would say.
  invalid: { id: 'field.error.invalid', defaultMessage: 'Please check this entry.' },
});
