import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@kontor/ui/provider';
import { languageAtom } from '../src/state/settings.js';
import { store } from '../src/state/store.js';
import { apiErrorText, translateServerMessage } from '../src/notify.js';

describe('server messages in toasts', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('de'), loadCatalogue('zh')]);
  });

  it('translates a server message key into the current language and keeps plain text as it is', () => {
    store.set(languageAtom, 'de');
    expect(translateServerMessage('cart.lastItemCannotBeDeleted')).toBe('Der letzte Artikel kann nicht gelöscht werden.');
    store.set(languageAtom, 'zh');
    expect(translateServerMessage('cart.pallet.unavailable')).toBe('FOB 贸易方式不能使用托盘购物车。');
    expect(translateServerMessage('Demo environment, cannot operate')).toBe('Demo environment, cannot operate');
  });

  it('names the request id of an unexpected server failure, for support', () => {
    store.set(languageAtom, 'de');
    expect(apiErrorText('Unknown system error, report to the administrator', { requestId: '856b0de65783' })).toBe(
      'Unknown system error, report to the administrator (Referenz für den Support: 856b0de65783)',
    );
    expect(apiErrorText('cart.lastItemCannotBeDeleted')).toBe('Der letzte Artikel kann nicht gelöscht werden.');
  });
});
