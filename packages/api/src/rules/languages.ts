/** Language ids and the default-language rule of spec sections 1 and 9. */
export const LANGUAGE_IDS = { zh: 1, en: 2, de: 3, fr: 4 } as const;
export type Language = keyof typeof LANGUAGE_IDS;
export type LanguageId = (typeof LANGUAGE_IDS)[Language];
export const LANGUAGES = Object.keys(LANGUAGE_IDS) as Language[];

/** Labels of the header's language switch (the current language is shown disabled). */
export const LANGUAGE_SWITCH_LABELS = { de: 'DE', en: 'EN', zh: 'CN', fr: 'FR' } as const satisfies Record<
  Language,
  string
>;

/** Reading one of the spec: the display settings store zh with languageID 1 as their default. */
export const STORED_DEFAULT_LANGUAGE: Language = 'zh';
/** Reading two of the spec: English when nothing is stored. */
export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * The cookie the language switch writes beside the stored setting: the server reads it to answer a page in the
 * visitor's language (`<html lang>`, title, description) before any script runs. Storage is not sent; a cookie is.
 */
export const LANGUAGE_COOKIE = 'kontor-lang';

export function languageId(language: Language): LanguageId {
  return LANGUAGE_IDS[language];
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_IDS, value);
}

/** The language of a language id (1..4), or undefined for anything else. */
export function languageOfId(id: unknown): Language | undefined {
  return LANGUAGES.find((language) => LANGUAGE_IDS[language] === Number(id));
}

/**
 * Which language the shop opens in. Both readings of the spec are honoured:
 * - a stored language (the display settings, whose first save writes zh / languageID 1) always wins;
 * - with nothing stored, the browser's first preferred language that is one of zh, en, de, fr
 *   (by primary subtag, so 'de-AT' is de), else English.
 * So a fresh visitor is never forced into Chinese, and a saved choice is never overridden.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  navigatorLanguages: readonly string[] = [],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of navigatorLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}
