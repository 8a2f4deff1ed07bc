/** Wraps every route in the Kontor provider, with react-aria links navigating through the router. */
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet, useNavigate } from 'react-router';
import { useShopHref } from './shopHref.js';
import { KontorProvider } from '@kontor/ui/provider';
import { ToastRegion } from '@kontor/ui/Toast';
import { useShownLanguage } from './i18n/useCatalogue.js';
import { languageAtom, themeColorAtom, themeNameAtom } from './state/settings.js';
import { SessionKeeper } from './session/SessionKeeper.js';
import { signedInAtom } from './session/state.js';

/** Tabs record protected navigations only: their code (menu, tabs) loads with the session, not on /login. */
const TabRecorder = lazy(() => import('./shell/TabRecorder.js').then((module) => ({ default: module.TabRecorder })));
/** Task reminders (STOMP) and badge counts run wherever a signed-in user is; their code never loads on /login. */
const Reminders = lazy(() => import('./shell/Reminders.js').then((module) => ({ default: module.Reminders })));

export function AppShell() {
  const navigate = useNavigate();
  const language = useShownLanguage(useAtomValue(languageAtom));
  // Theme and theme colour from the display settings: switched in place, never reloading.
  const theme = useAtomValue(themeNameAtom);
  const primaryColor = useAtomValue(themeColorAtom);
  const signedIn = useAtomValue(signedInAtom);
  return (
    <KontorProvider language={language} theme={theme} primaryColor={primaryColor} navigate={(path) => void navigate(path)} useHref={useShopHref}>
      <SessionKeeper />
      {signedIn ? (
        <Suspense fallback={null}>
          <TabRecorder />
          <Reminders />
        </Suspense>
      ) : null}
      <Outlet />
      <ToastRegion />
    </KontorProvider>
  );
}
