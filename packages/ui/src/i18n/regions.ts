/** Country names in the shop's language, from the country's ISO code (the server stores one name only). */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

const namesByLocale = new Map<string, Intl.DisplayNames>();

/** The browser's own region names (CLDR), built once per locale. */
function displayNames(locale: string): Intl.DisplayNames {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    namesByLocale.set(locale, names);
  }
  return names;
}

/** The name of the country with this ISO 3166 code in `locale`; `fallback` (the server's name) for codes it does not know. */
export function regionName(locale: string, code: string | null | undefined, fallback = ''): string {
  // ZZ is CLDR's "unknown region": the server's name says more.
  if (!code || !/^[A-Za-z]{2}$|^\d{3}$/.test(code) || code.toUpperCase() === 'ZZ') return fallback;
  try {
    return displayNames(locale).of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}

/** `regionName` in the current language. */
export function useRegionName(): (code: string | null | undefined, fallback?: string) => string {
  const { locale } = useIntl();
  return useCallback((code, fallback) => regionName(locale, code, fallback), [locale]);
}
