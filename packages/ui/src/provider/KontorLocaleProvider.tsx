/** One language for a subtree: formatjs messages, react-aria's locale and the shop's number format; touches nothing outside. */
import { useCallback, useEffect, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import type { Language } from '@kontor/api/rules';
import { catalogueOf, loadWholeCatalogue, subscribeCatalogues } from '../i18n/catalogues.js';
import type { CompiledCatalogue } from '../i18n/tags.js';
import { LOCALE_TAGS, SOURCE_LANGUAGE } from '../i18n/tags.js';
import { LanguageContext } from '../i18n/LanguageContext.js';

export interface KontorLocaleProviderProps {
  language: Language;
  children: ReactNode;
}

const NONE: CompiledCatalogue = {};
type OnError = NonNullable<ComponentProps<typeof IntlProvider>['onError']>;

export function KontorLocaleProvider({ language, children }: KontorLocaleProviderProps) {
  const tag = LOCALE_TAGS[language];
  // A language's first messages and a whole catalogue re-render the provider; a lazily loaded unit's part joins the
  // same catalogue object in place (`catalogues.ts`), since nothing drawn yet names its messages.
  // The same on a server rendering the page (its catalogues registered) and while the browser hydrates it.
  const read = () => catalogueOf(language);
  const loaded = useSyncExternalStore(subscribeCatalogues, read, read);
  const messages = loaded ?? NONE;
  // Nothing of the language yet (a consumer's first render, before any load): fetch it whole, unless a storefront
  // build brings it in parts (it loads the parts itself before it shows a language).
  useEffect(() => {
    if (!loaded && globalThis.__kontorMessageParts === undefined) void loadWholeCatalogue(language);
  }, [language, loaded]);
  // A message the loaded parts lack would show its id (or unformatted English): fetch the language whole, which
  // re-renders with it. The build's parts follow the code, so this is the safety net, not the way messages load.
  const onError = useCallback<OnError>(
    (error) => {
      const id = (error as { descriptor?: { id?: unknown } }).descriptor?.id;
      if (typeof id === 'string' && !(id in (catalogueOf(language) ?? NONE))) void loadWholeCatalogue(language);
      if (process.env.NODE_ENV !== 'production') console.error(error);
    },
    [language],
  );
  // The parts wait for their language's messages: drawn before, every text would be a missing translation.
  if (!loaded) return null;
  return (
    <IntlProvider locale={tag} messages={messages} defaultLocale={LOCALE_TAGS[SOURCE_LANGUAGE]} onError={onError}>
      <I18nProvider locale={tag}>
        <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
      </I18nProvider>
    </IntlProvider>
  );
}
