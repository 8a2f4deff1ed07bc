import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { COMPILED_MESSAGES, LOCALE_TAGS } from '../../i18n/locales.js';
import { validationText } from './Field.js';

const intlOf = (language: 'de' | 'fr') =>
  createIntl({ locale: LOCALE_TAGS[language], messages: COMPILED_MESSAGES[language] });
const validity = (flags: Partial<ValidityState>): ValidityState => ({
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: false,
  valueMissing: false,
  ...flags,
});

describe('validationText', () => {
  it('replaces the browser’s own text of a failed constraint with the shop’s translation', () => {
    const result = {
      isInvalid: true,
      validationErrors: ['Please lengthen this text'],
      validationDetails: validity({ tooShort: true }),
    };
    expect(validationText(intlOf('de'), result)).toBe('Diese Eingabe ist zu kurz.');
    expect(
      validationText(intlOf('fr'), {
        ...result,
        validationDetails: validity({ rangeOverflow: true }),
      }),
    ).toBe('Cette valeur est trop grande.');
  });

  it('reports a missing value before other problems', () => {
    const result = {
      isInvalid: true,
      validationErrors: [],
      validationDetails: validity({ valueMissing: true, patternMismatch: true }),
    };
    expect(validationText(intlOf('de'), result)).toBe('Bitte füllen Sie dieses Feld aus.');
  });

  it('shows errors from `validate` or the server as given', () => {
    const result = {
      isInvalid: true,
      validationErrors: ['Phone must be 11 digits.', 'Digits only.'],
      validationDetails: validity({ customError: true }),
    };
    expect(validationText(intlOf('fr'), result)).toBe('Phone must be 11 digits. Digits only.');
  });
});
