/** Wraps every route in the Kontor provider, with react-aria links navigating through the router. */
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { AfterScreen, Outlet, useNavigate } from './router/index.js';
import { useShopHref } from './shopHref.js';
import { KontorProvider } from '@kontor/ui/provider';
import { useShownLanguage } from './i18n/useCatalogue.js';
import { languageAtom, themeColorAtom, themeNameAtom } from './state/settings.js';
import { SessionKeeper } from './session/SessionKeeper.js';
import { LazyToastRegion } from './shell/LazyToastRegion.js';
import { ScreenBoundary } from './shell/ScreenBoundary.js';
import { BootFrameRemover } from './shell/BootFrame.js';
import { LanguageInAddress } from './shell/LanguageInAddress.js';
import { signedInAtom } from './session/state.js';

/** Tabs record protected navigations only: their code (menu, tabs) loads with the session, not on /login. */
const TabRecorder = lazy(() => import('./shell/TabRecorder.js').then((module) => ({ default: module.TabRecorder })));
/** Task reminders (STOMP) and badge counts run wherever a signed-in user is; their code never loads on /login. */
const Reminders = lazy(() => import('./shell/Reminders.js').then((module) => ({ default: module.Reminders })));

/**
 * The provider fed by the display settings: theme and theme colour switched in place, never reloading. Its
 * children are made once by AppShell, so a theme switch re-renders this and what reads the theme, not the page.
 */
function SettingsProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const language = useShownLanguage(useAtomValue(languageAtom));
  const theme = useAtomValue(themeNameAtom);
  const primaryColor = useAtomValue(themeColorAtom);
  // One function for the app's life: a new one would change react-aria's router context and re-render every link,
  // menu item and tab of the page at each theme switch.
  const go = useCallback((path: string) => void navigate(path), [navigate]);
  return (
    <KontorProvider language={language} theme={theme} primaryColor={primaryColor} navigate={go} useHref={useShopHref}>
      {children}
    </KontorProvider>
  );
}

/** They draw nothing in view: their code starts loading a task after the first page's screen. */
function SignedInServices() {
  return useAtomValue(signedInAtom) ? (
    <AfterScreen>
      <Suspense fallback={null}>
        <TabRecorder />
        <Reminders />
      </Suspense>
    </AfterScreen>
  ) : null;
}

export function AppShell() {
  return (
    <SettingsProvider>
      <SessionKeeper />
      <LanguageInAddress />
      <SignedInServices />
      <ScreenBoundary>
        <Outlet />
      </ScreenBoundary>
      <LazyToastRegion />
      <BootFrameRemover />
    </SettingsProvider>
  );
}
