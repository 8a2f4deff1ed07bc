/** The parts header in the parts layout's header slot: parts, service, catalogue, user menu and language. */
import { PartsHeader as PartsHeaderBar } from '@kontor/ui/storefront/PartsHeader';
import { CatalogueDownload } from '../../screens/header/CatalogueDownload.js';
import { useHeaderSession } from '../../screens/header/useHeaderSession.js';
import { useWorkspaceLink } from '../../screens/header/useWorkspaceLink.js';

export default function PartsHeader() {
  const session = useHeaderSession();
  const workspace = useWorkspaceLink();
  return (
    <PartsHeaderBar
      userName={session.userName}
      signInHref={session.signInHref}
      tradeModeLabel={session.tradeModeLabel}
      tradeModePending={session.tradeModePending}
      language={session.language}
      onLanguageChange={session.setLanguage}
      onLogout={session.logout}
      catalogue={<CatalogueDownload trigger="text" />}
      extraUserLinks={workspace}
    />
  );
}
