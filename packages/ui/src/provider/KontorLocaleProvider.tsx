/** One language for a subtree: formatjs messages, react-aria's locale and the shop's number format; touches nothing outside. */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import type { Language } from '@kontor/api/rules';
import { catalogueOf } from '../i18n/catalogues.js';
import { LOCALE_TAGS, SOURCE_LANGUAGE } from '../i18n/tags.js';
import { LanguageContext } from '../i18n/LanguageContext.js';

export interface KontorLocaleProviderProps {
  language: Language;
  children: ReactNode;
}

export function KontorLocaleProvider({ language, children }: KontorLocaleProviderProps) {
  const tag = LOCALE_TAGS[language];
  return (
    <IntlProvider locale={tag} messages={catalogueOf(language) ?? {}} defaultLocale={LOCALE_TAGS[SOURCE_LANGUAGE]}>
      <I18nProvider locale={tag}>
        <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
      </I18nProvider>
    </IntlProvider>
  );
}
