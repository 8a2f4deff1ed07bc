/** The provider for consumers' tests (`@kontor/ui/testing`): English, theme hey, and no changes to `<html>`. */
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { DEFAULT_TRADE_MODE, type Language, type TradeMode } from '@kontor/api/rules';
import { LOCALE_TAGS } from '../i18n/locales.js';
import { THEME_ATTRIBUTE, type ThemeName } from '../theme/themes.js';
import { KontorLocaleProvider } from './KontorLocaleProvider.js';
import { ThemedPortals } from './ThemedPortals.js';
import { TradeModeContext } from './TradeModeContext.js';

export interface KontorTestProviderProps {
  /** Fixed to English unless a test is about another language. */
  language?: Language;
  theme?: ThemeName;
  tradeMode?: TradeMode;
  /** Records link navigation instead of leaving the test page. */
  navigate?: (path: string) => void;
  children: ReactNode;
}

/**
 * Themes a wrapping element through the theme attribute, so tests never leak a class or variables onto `<html>`;
 * dialogs, menus and toasts portal into a host that carries the same theme and language.
 */
export function KontorTestProvider({ language = 'en', theme = 'hey', tradeMode = DEFAULT_TRADE_MODE, navigate, children }: KontorTestProviderProps) {
  const content = <TradeModeContext.Provider value={tradeMode}>{children}</TradeModeContext.Provider>;
  return (
    <div {...{ [THEME_ATTRIBUTE]: theme }} lang={LOCALE_TAGS[language]}>
      <KontorLocaleProvider language={language}>
        <ThemedPortals theme={theme} lang={LOCALE_TAGS[language]}>
          {navigate ? <RouterProvider navigate={navigate}>{content}</RouterProvider> : content}
        </ThemedPortals>
      </KontorLocaleProvider>
    </div>
  );
}
