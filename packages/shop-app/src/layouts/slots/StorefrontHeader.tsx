/** The main shop header in the storefront layout's header slot: what it shows, each part bound to its data. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FeedbackDialog } from '@kontor/ui/storefront/FeedbackDialog';
import { HeaderControlPlaceholder, MainHeader } from '@kontor/ui/storefront/MainHeader';
import { useCartCount } from '../../queries/cart.js';
import { AfterScreen } from '../../router/index.js';
import { CatalogueDownload } from '../../screens/header/CatalogueDownload.js';
import { CategoryMenu } from '../../screens/header/CategoryMenu.js';
import { ShopSearch } from '../../screens/header/ShopSearch.js';
import { useHeaderSession } from '../../screens/header/useHeaderSession.js';
import { useWorkspaceLink } from '../../screens/header/useWorkspaceLink.js';
import { quickOrderMessages } from '../../screens/quickorder/quickorder.messages.js';

export default function StorefrontHeader() {
  const intl = useIntl();
  const session = useHeaderSession();
  const workspace = useWorkspaceLink();
  // The same elements every render: when the session, trade mode or cart count arrives, the header redraws its own
  // parts and these keep theirs (each follows its own data), so that task stays short (issue 15, TBT).
  // The category trigger (the links' last) and the catalogue and feedback buttons (their places held) draw a task
  // after the first page's screen: the header's own task was 17-25 ms here, a long task on a phone, ~11 ms without
  // them; nothing moves when they come.
  const slots = useMemo(
    () => ({
      categories: (
        <AfterScreen>
          <CategoryMenu />
        </AfterScreen>
      ),
      search: <ShopSearch />,
      catalogue: (
        <AfterScreen placeholder={<HeaderControlPlaceholder />}>
          <CatalogueDownload />
        </AfterScreen>
      ),
    }),
    [],
  );
  const salesName = session.user?.salesname;
  const salesPhone = session.user?.salesPhone;
  const feedback = useMemo(
    () => (
      <AfterScreen placeholder={<HeaderControlPlaceholder />}>
        <FeedbackDialog salesName={salesName} salesPhone={salesPhone} />
      </AfterScreen>
    ),
    [salesName, salesPhone],
  );
  return (
    <MainHeader
      userName={session.userName}
      signInHref={session.signInHref}
      cartCount={useCartCount()}
      tradeMode={session.tradeMode}
      tradeModeDictionary={session.dictionary}
      language={session.language}
      onLanguageChange={session.setLanguage}
      onLogout={session.logout}
      categories={slots.categories}
      search={slots.search}
      catalogue={slots.catalogue}
      feedback={feedback}
      extraUserLinks={[{ id: 'quickOrder', label: intl.formatMessage(quickOrderMessages.link), href: '/quickOrder' }, ...workspace]}
    />
  );
}
