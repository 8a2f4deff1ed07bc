import { describe, expect, it } from 'vitest';
import { ADDRESS_REQUIRED_FIELDS, VALIDATION_KEYS, addressFieldKey } from '@kontor/api/rules';
import { validationMessages } from './validation.messages.js';

describe('validation messages', () => {
  it('cover exactly the keys the rules and the contract report', () => {
    const reported = [
      ...Object.values(VALIDATION_KEYS),
      ...ADDRESS_REQUIRED_FIELDS.map((field) => addressFieldKey(field)),
    ].sort();
    const defined = Object.values(validationMessages)
      .map((message) => message.id)
      .sort();
    expect(defined).toEqual(reported);
  });
});
