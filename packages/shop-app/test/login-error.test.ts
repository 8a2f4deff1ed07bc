// What a failed sign-in says (spec section 8): the server's message first, its own text as it came, else the status's.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { KontorApiError } from '@kontor/api/client';
import { STATUS_MESSAGES } from '@kontor/api/rules';
import { loginErrorText } from '../src/screens/session/loginError.js';

const intl = createIntl({ locale: 'en-GB', messages: {}, onError: () => undefined });

describe('the sign-in error text', () => {
  it("shows an existing backend's own text as it came", () => {
    const error = new KontorApiError('http', 'Benutzername oder Passwort falsch', { status: 426 });
    expect(loginErrorText(intl, error)).toBe('Benutzername oder Passwort falsch');
  });

  it('says what the status means when the server sent no message (the client fell back on the status table)', () => {
    const error = new KontorApiError('http', STATUS_MESSAGES.default!, { status: 426 });
    expect(loginErrorText(intl, error)).not.toBe(STATUS_MESSAGES.default);
    expect(loginErrorText(intl, error)).toBe(loginErrorText(intl, new KontorApiError('http', '', { status: 426 })));
  });

  it('says the shop is unreachable when no answer came', () => {
    const text = loginErrorText(intl, new KontorApiError('network', STATUS_MESSAGES.network ?? 'x', {}));
    expect(text).toBe(loginErrorText(intl, new KontorApiError('timeout', 'anything', {})));
    expect(text).not.toBe('anything');
  });
});
