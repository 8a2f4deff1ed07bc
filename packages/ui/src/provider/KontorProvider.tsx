/** The one provider: theme and colour on `<html>`, the language for formatjs and react-aria, trade mode, router links. */
// The provider brings what it switches between: document styles and the ten themes (one stylesheet).
import '../theme/stylesheet.js';
import { useLayoutEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { DEFAULT_TRADE_MODE, type Language, type TradeMode } from '@kontor/api/rules';
import { LOCALE_TAGS } from '../i18n/tags.js';
import { applyTheme } from '../theme/apply.js';
import { DEFAULT_THEME, type ThemeName } from '../theme/themes.js';
import { KontorLocaleProvider } from './KontorLocaleProvider.js';
import { TradeModeContext } from './TradeModeContext.js';

export interface KontorProviderProps {
  language: Language;
  theme?: ThemeName;
  /** The user's theme colour (#rgb or #rrggbb); overrides the primary colour and its tones at run time. */
  primaryColor?: string | null;
  tradeMode?: TradeMode;
  /** Client-side navigation for react-aria links (e.g. react-router's `navigate`). */
  navigate?: (path: string) => void;
  /** Turns an href into a full URL for client-side routing. */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Theme and language changes re-render in place: the class and variables on `<html>` change in a
 * layout effect (before paint), messages come from the already bundled catalogues. Nothing reloads.
 */
export function KontorProvider({
  language,
  theme = DEFAULT_THEME,
  primaryColor,
  tradeMode = DEFAULT_TRADE_MODE,
  navigate,
  useHref,
  children,
}: KontorProviderProps) {
  useLayoutEffect(() => {
    applyTheme(document.documentElement, theme, primaryColor);
  }, [theme, primaryColor]);
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[language];
  }, [language]);
  const content = <TradeModeContext.Provider value={tradeMode}>{children}</TradeModeContext.Provider>;
  return (
    <KontorLocaleProvider language={language}>
      {navigate ? (
        <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
          {content}
        </RouterProvider>
      ) : (
        content
      )}
    </KontorLocaleProvider>
  );
}
