import { beforeAll, describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { STATUS_MESSAGES } from '@kontor/api/rules';
import { catalogueOf, loadCatalogue } from '@kontor/ui/provider';
import { languageAtom } from '../src/state/settings.js';
import { store } from '../src/state/store.js';
import { apiErrorText, translateServerMessage } from '../src/notify.js';

describe('server messages in toasts', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('de'), loadCatalogue('zh'), loadCatalogue('fr'), loadCatalogue('en')]);
  });

  it('translates a server message key into the current language and keeps plain text as it is', () => {
    store.set(languageAtom, 'de');
    expect(translateServerMessage('cart.lastItemCannotBeDeleted')).toBe('Der letzte Artikel kann nicht gelöscht werden.');
    store.set(languageAtom, 'zh');
    expect(translateServerMessage('cart.pallet.unavailable')).toBe('FOB 贸易方式不能使用托盘购物车。');
    expect(translateServerMessage('Das Lager Hamburg ist heute geschlossen')).toBe('Das Lager Hamburg ist heute geschlossen');
  });

  it("shows the status table's texts (a server's or the client's fallback) in the current language", () => {
    store.set(languageAtom, 'de');
    expect(translateServerMessage(STATUS_MESSAGES['404']!)).toBe('Das Gesuchte existiert nicht.');
    store.set(languageAtom, 'fr');
    expect(translateServerMessage(STATUS_MESSAGES.timeout!)).toBe('Le serveur n’a pas répondu à temps, réessayez.');
    store.set(languageAtom, 'zh');
    expect(translateServerMessage(STATUS_MESSAGES['429']!)).toBe('请求过于频繁。');
  });

  it("has the status table's every text in English as the catalogues' source", () => {
    const intl = createIntl({ locale: 'en-GB', messages: catalogueOf('en')! });
    for (const [status, text] of Object.entries(STATUS_MESSAGES)) expect([status, intl.formatMessage({ id: `status.${status}` })]).toEqual([status, text]);
  });

  it('names the request id of an unexpected server failure, for support', () => {
    store.set(languageAtom, 'de');
    expect(apiErrorText('Unknown system error, report to the administrator', { requestId: '856b0de65783' })).toBe(
      'Unbekannter Systemfehler, bitte melden Sie ihn dem Administrator. (Referenz für den Support: 856b0de65783)',
    );
    expect(apiErrorText('cart.lastItemCannotBeDeleted')).toBe('Der letzte Artikel kann nicht gelöscht werden.');
  });
});
