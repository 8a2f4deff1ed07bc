/** The one provider: theme and colour on `<html>` (or on a given container), the language for formatjs and react-aria, trade mode, router links. */
// The provider brings what it switches between: document styles and the ten themes (one stylesheet).
import '../theme/stylesheet.js';
import { useLayoutEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { DEFAULT_TRADE_MODE, type Language, type TradeMode } from '@kontor/api/rules';
import { LOCALE_TAGS } from '../i18n/tags.js';
import { applyContainerTheme, applyTheme } from '../theme/apply.js';
import { DEFAULT_THEME, type ThemeName } from '../theme/themes.js';
import { KontorLocaleProvider } from './KontorLocaleProvider.js';
import { ThemedPortals } from './ThemedPortals.js';
import { TradeModeContext } from './TradeModeContext.js';

export interface KontorProviderProps {
  language: Language;
  theme?: ThemeName;
  /** The user's theme colour (#rgb or #rrggbb); overrides the primary colour and its tones at run time. */
  primaryColor?: string | null;
  tradeMode?: TradeMode;
  /** Client-side navigation for react-aria links (e.g. the app router's `navigate`). */
  navigate?: (path: string) => void;
  /** Turns an href into a full URL for client-side routing. */
  useHref?: (href: string) => string;
  /**
   * Container mode, for a kit embedded in someone else's page (a widget's shadow root, a host app): theme,
   * colour and `lang` go on this element instead of `<html>`, the document is never touched, and dialogs,
   * popovers, menus and toasts portal into it. Without it, the provider themes the whole document.
   */
  container?: HTMLElement | null;
  children: ReactNode;
}

/**
 * Theme and language changes re-render in place: the class and variables on `<html>` (or the theme attribute
 * and variables on the container) change in a layout effect (before paint), messages come from the already
 * bundled catalogues. Nothing reloads.
 */
export function KontorProvider({
  language,
  theme = DEFAULT_THEME,
  primaryColor,
  tradeMode = DEFAULT_TRADE_MODE,
  navigate,
  useHref,
  container,
  children,
}: KontorProviderProps) {
  useLayoutEffect(() => {
    if (container) applyContainerTheme(container, theme, primaryColor);
    else applyTheme(document.documentElement, theme, primaryColor);
  }, [container, theme, primaryColor]);
  useLayoutEffect(() => {
    (container ?? document.documentElement).setAttribute('lang', LOCALE_TAGS[language]);
  }, [container, language]);
  const trade = <TradeModeContext.Provider value={tradeMode}>{children}</TradeModeContext.Provider>;
  const routed = navigate ? (
    <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
      {trade}
    </RouterProvider>
  ) : (
    trade
  );
  // In document mode overlays portal to <body> and inherit <html>'s theme; a container keeps them inside.
  return (
    <KontorLocaleProvider language={language}>
      {container ? (
        <ThemedPortals container={container} theme={theme} lang={LOCALE_TAGS[language]}>
          {routed}
        </ThemedPortals>
      ) : (
        routed
      )}
    </KontorLocaleProvider>
  );
}
