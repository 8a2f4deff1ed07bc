import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_SETTINGS,
  FALLBACK_LANGUAGE,
  LANGUAGE_IDS,
  LANGUAGE_SWITCH_LABELS,
  STORED_DEFAULT_LANGUAGE,
  isLanguage,
  languageId,
  languageOfId,
  resolveLanguage,
} from '../../src/rules/index.js';

describe('language ids', () => {
  it('are zh=1, en=2, de=3, fr=4', () => {
    expect(LANGUAGE_IDS).toEqual({ zh: 1, en: 2, de: 3, fr: 4 });
    expect(languageId('fr')).toBe(4);
    expect(languageOfId(3)).toBe('de');
    expect(languageOfId('1')).toBe('zh');
    expect(languageOfId(5)).toBeUndefined();
  });

  it('accepts only the four languages', () => {
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('toString')).toBe(false);
    expect(isLanguage('es')).toBe(false);
  });

  it('labels the switch DE, EN, CN, FR', () => {
    expect(LANGUAGE_SWITCH_LABELS).toEqual({ de: 'DE', en: 'EN', zh: 'CN', fr: 'FR' });
  });
});

describe('default language: both readings of the spec', () => {
  it('stores zh with languageID 1 as the settings default, falls back to English', () => {
    expect(STORED_DEFAULT_LANGUAGE).toBe('zh');
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(DEFAULT_DISPLAY_SETTINGS.language).toBe('zh');
    expect(DEFAULT_DISPLAY_SETTINGS.languageID).toBe(1);
  });

  it('lets a stored language win over the browser', () => {
    expect(resolveLanguage('zh', ['de-DE'])).toBe('zh');
    expect(resolveLanguage('fr', [])).toBe('fr');
  });

  it('uses the browser language when nothing is stored and it is one of the four', () => {
    expect(resolveLanguage(null, ['de-AT', 'en'])).toBe('de');
    expect(resolveLanguage(undefined, ['es-ES', 'fr_FR'])).toBe('fr');
    expect(resolveLanguage('', ['ZH-cn'])).toBe('zh');
  });

  it('is English when nothing usable is stored or offered', () => {
    expect(resolveLanguage(null)).toBe('en');
    expect(resolveLanguage('xx', ['es', 'it'])).toBe('en');
  });
});
