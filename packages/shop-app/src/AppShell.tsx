/** Wraps every route in the Kontor provider, with react-aria links navigating through the router. */
import { useAtomValue } from 'jotai';
import { Outlet, useHref, useNavigate } from 'react-router';
import { KontorProvider } from '@kontor/ui/provider';
import { ToastRegion } from '@kontor/ui/Toast';
import { useShownLanguage } from './i18n/useCatalogue.js';
import { languageAtom } from './state/settings.js';

export function AppShell() {
  const navigate = useNavigate();
  const language = useShownLanguage(useAtomValue(languageAtom));
  return (
    <KontorProvider language={language} navigate={(path) => void navigate(path)} useHref={useHref}>
      <Outlet />
      <ToastRegion />
    </KontorProvider>
  );
}
