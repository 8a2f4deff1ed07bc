/** The language, theme and colour switches mirror the choice into cookies, so the server answers the next page in them. */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, THEME_COLOR_COOKIE, THEME_COOKIE } from '@kontor/api/rules';
import { languageAtom, settingsStorage, themeColorAtom, themeNameAtom } from '../src/state/settings.js';
import { store } from '../src/state/store.js';

describe('the setting cookies', () => {
  it('carry the stored language on every switch, for the whole site', () => {
    store.set(languageAtom, 'fr');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    store.set(languageAtom, 'de');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=de`);
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=fr`);
    expect(settingsStorage.get('language')).toBe('de');
  });

  it("carry the theme's name and the colour beside their stored values (the backend UI's class, the hex)", () => {
    store.set(themeNameAtom, 'vip');
    store.set(themeColorAtom, '#11A983');
    expect(document.cookie).toContain(`${THEME_COOKIE}=vip`);
    expect(document.cookie).toContain(`${THEME_COLOR_COOKIE}=${encodeURIComponent('#11A983')}`);
    expect(settingsStorage.get('themeName')).toBe('theme-vip');
    expect(settingsStorage.get('theme')).toBe('#11A983');
    store.set(themeNameAtom, 'd2');
    expect(document.cookie).toContain(`${THEME_COOKIE}=d2`);
    expect(document.cookie).not.toContain(`${THEME_COOKIE}=vip`);
  });
});
