/** MainHeader: the shop's sticky header (spec section 2): logo, links, category flyout, icons, menus and switches. */
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components/Link';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useIntl } from 'react-intl';
import { isPalletCartVisible, type Language, type TradeMode } from '@kontor/api/rules';
import { Badge } from '../../components/Badge/index.js';
import { controlIcon, headerControl } from './headerControls.css.js';
import { HeaderFrame, PanelLink } from './HeaderFrame.js';
import { LanguageMenu } from './LanguageMenu.js';
import { TradeModeSwitch, type TradeModeEntry } from './TradeModeSwitch.js';
import { UserMenu } from './UserMenu.js';
import { messages } from './MainHeader.messages.js';

export { useCollapsiblePanel } from './HeaderFrame.js';

/** Where the header's links lead (spec section 2's routes). */
export const MAIN_HEADER_HREFS = {
  home: '/',
  recommendation: '/index',
  brands: '/product',
  cart: '/shopping',
  personal: '/personal',
  pallet: '/pallet',
} as const;

export interface MainHeaderProps {
  /** The signed-in user's name for the user menu. */
  userName?: string | undefined;
  /** Set for a signed-out visitor (the public share page): a sign-in link instead of the user menu. */
  signInHref?: string | undefined;
  /** The container cart's count (the cart page's total). */
  cartCount?: number | undefined;
  /**
   * The customer's trade mode (1 DDP, 2 FOB): FOB has no pallet cart. Undefined while a member's session is still
   * read (a page the server drew): the switch holds its place with a placeholder and the pallet cart waits.
   */
  tradeMode: TradeMode | undefined;
  /** The trade-mode dictionary of the current language (labels of the switch). */
  tradeModeDictionary?: readonly TradeModeEntry[] | undefined;
  onTradeModeChange?: ((mode: TradeMode) => void) | undefined;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onLogout: () => void;
  /** The category flyout (CategoryFlyout). */
  categories: ReactNode;
  /** The search overlay's trigger and dialog (SearchOverlay). */
  search: ReactNode;
  /** The catalogue-download dialog's trigger (CatalogueDialog). */
  catalogue: ReactNode;
  /** The feedback dialog's trigger (FeedbackDialog). */
  feedback: ReactNode;
  hrefs?: Partial<typeof MAIN_HEADER_HREFS>;
  /** More entries of the user menu before "Log out", e.g. the app's quick order (labels already translated). */
  extraUserLinks?: readonly { id: string; label: string; href: string }[] | undefined;
}


export function MainHeader({
  userName,
  signInHref,
  cartCount,
  tradeMode,
  tradeModeDictionary,
  onTradeModeChange,
  language,
  onLanguageChange,
  onLogout,
  categories,
  search,
  catalogue,
  feedback,
  hrefs: given,
  extraUserLinks = [],
}: MainHeaderProps) {
  const intl = useIntl();
  const hrefs = { ...MAIN_HEADER_HREFS, ...given };
  const userLinks = [
    { id: 'personal', label: intl.formatMessage(messages.personal), href: hrefs.personal },
    { id: 'shopping', label: intl.formatMessage(messages.containerCart), href: hrefs.cart },
    ...(tradeMode !== undefined && isPalletCartVisible(tradeMode)
      ? [{ id: 'pallet', label: intl.formatMessage(messages.pallet), href: hrefs.pallet }]
      : []),
    ...extraUserLinks,
  ];
  return (
    <HeaderFrame
      homeHref={hrefs.home}
      nav={
        <>
          <PanelLink href={hrefs.recommendation}>{intl.formatMessage(messages.recommendation)}</PanelLink>
          <PanelLink href={hrefs.brands}>{intl.formatMessage(messages.brands)}</PanelLink>
          {categories}
        </>
      }
      tools={
        <>
          {catalogue}
          {feedback}
          <TradeModeSwitch tradeMode={tradeMode} dictionary={tradeModeDictionary} onTradeModeChange={onTradeModeChange} />
          <LanguageMenu language={language} onLanguageChange={onLanguageChange} />
        </>
      }
      actions={
        <>
          {search}
          <Link href={hrefs.cart} className={headerControl} aria-label={intl.formatMessage(messages.cart, { count: cartCount ?? 0 })}>
            <Badge count={cartCount}>
              <ShoppingCart className={controlIcon} aria-hidden />
            </Badge>
          </Link>
          <UserMenu userName={userName} links={userLinks} onLogout={onLogout} signInHref={signInHref} />
        </>
      }
    />
  );
}
