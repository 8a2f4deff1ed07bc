/** The main shop header in the storefront layout's header slot: what it shows, each part bound to its data. */
import { useIntl } from 'react-intl';
import { FeedbackDialog } from '@kontor/ui/storefront/FeedbackDialog';
import { MainHeader } from '@kontor/ui/storefront/MainHeader';
import { useCartCount } from '../../queries/cart.js';
import { CatalogueDownload } from '../../screens/header/CatalogueDownload.js';
import { CategoryMenu } from '../../screens/header/CategoryMenu.js';
import { ShopSearch } from '../../screens/header/ShopSearch.js';
import { useHeaderSession } from '../../screens/header/useHeaderSession.js';
import { quickOrderMessages } from '../../screens/quickorder/quickorder.messages.js';

export default function StorefrontHeader() {
  const intl = useIntl();
  const session = useHeaderSession();
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
      categories={<CategoryMenu />}
      search={<ShopSearch />}
      catalogue={<CatalogueDownload />}
      feedback={<FeedbackDialog salesName={session.user?.salesname} salesPhone={session.user?.salesPhone} />}
      extraUserLinks={[{ id: 'quickOrder', label: intl.formatMessage(quickOrderMessages.link), href: '/quickOrder' }]}
    />
  );
}
