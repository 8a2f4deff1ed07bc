/** The one provider: theme and colour on `<html>`, locale for formatjs and react-aria, router links. */
import { useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import type { Language } from '@kontor/api/rules';
import { COMPILED_MESSAGES, LOCALE_TAGS } from '../i18n/locales.js';
import { applyTheme } from '../theme/apply.js';
import { DEFAULT_THEME, type ThemeName } from '../theme/themes.js';

export interface KontorProviderProps {
  language: Language;
  theme?: ThemeName;
  /** The user's theme colour; overrides the primary colour at run time. */
  primaryColor?: string | null;
  /** Client-side navigation for react-aria links (e.g. react-router's `navigate`). */
  navigate?: (path: string) => void;
  /** Turns an href into a full URL for client-side routing. */
  useHref?: (href: string) => string;
  children: ReactNode;
}

export function KontorProvider({ language, theme = DEFAULT_THEME, primaryColor, navigate, useHref, children }: KontorProviderProps) {
  useLayoutEffect(() => {
    applyTheme(document.documentElement, theme, primaryColor);
  }, [theme, primaryColor]);
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[language];
  }, [language]);
  const tag = LOCALE_TAGS[language];
  const content = navigate ? (
    <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
      {children}
    </RouterProvider>
  ) : (
    children
  );
  return (
    <IntlProvider locale={tag} messages={COMPILED_MESSAGES[language]} defaultLocale="en-GB">
      <I18nProvider locale={tag}>{content}</I18nProvider>
    </IntlProvider>
  );
}
