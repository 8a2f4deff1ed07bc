/** The language switch mirrors the choice into a cookie, so the server answers the next page in it (its head, <html lang>). */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@kontor/api/rules';
import { languageAtom, settingsStorage } from '../src/state/settings.js';
import { store } from '../src/state/store.js';

describe('the language cookie', () => {
  it('is written with the stored language on every switch, for the whole site', () => {
    store.set(languageAtom, 'fr');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    store.set(languageAtom, 'de');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de`);
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=fr`);
    expect(settingsStorage.get('language')).toBe('de');
  });
});
