/** MainHeader: the shop's sticky header (spec section 2): logo, links, category flyout, icons, menus and switches. */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import MenuIcon from 'lucide-react/icons/menu';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useIntl } from 'react-intl';
import { isPalletCartVisible, type Language, type TradeMode } from '@kontor/api/rules';
import { Badge } from '../../components/Badge/index.js';
import { cx } from '../../styles/cx.js';
import { controlIcon, headerControl } from './headerControls.css.js';
import { LanguageMenu } from './LanguageMenu.js';
import { TradeModeSwitch, type TradeModeEntry } from './TradeModeSwitch.js';
import { UserMenu } from './UserMenu.js';
import * as css from './MainHeader.css.js';
import { messages } from './MainHeader.messages.js';

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
  /** The container cart's count (the cart page's total). */
  cartCount?: number | undefined;
  /** The customer's trade mode (1 DDP, 2 FOB): FOB has no pallet cart. */
  tradeMode: TradeMode;
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
}

/**
 * The part of the header that folds behind the menu button below 768 px. The panel comes before the button in
 * the page (its place on a wide screen), so opening it moves focus to its first entry; Escape brings it back.
 */
export function useCollapsiblePanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
  }, [open]);
  const menuButtonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    'aria-controls': panelId,
    onPress: () => setOpen((was) => !was),
  };
  const panelProps = {
    ref: panelRef,
    id: panelId,
    'data-open': open || undefined,
    // A followed link closes the panel.
    onClick: (event: MouseEvent) => {
      if ((event.target as HTMLElement).closest('a')) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
  return { menuButtonProps, panelProps };
}

export function MainHeader({
  userName,
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
}: MainHeaderProps) {
  const intl = useIntl();
  const hrefs = { ...MAIN_HEADER_HREFS, ...given };
  const { menuButtonProps, panelProps } = useCollapsiblePanel();
  const userLinks = [
    { id: 'personal', label: intl.formatMessage(messages.personal), href: hrefs.personal },
    { id: 'shopping', label: intl.formatMessage(messages.containerCart), href: hrefs.cart },
    ...(isPalletCartVisible(tradeMode)
      ? [{ id: 'pallet', label: intl.formatMessage(messages.pallet), href: hrefs.pallet }]
      : []),
  ];
  return (
    <header className={css.root}>
      <div className={css.bar}>
        <Link href={hrefs.home} className={css.logo} aria-label={intl.formatMessage(messages.home)}>
          {intl.formatMessage(messages.logo)}
        </Link>
        {/* Escape inside the folded panel closes it (keys from its links and menus bubble here). */}
        <div className={css.panel} {...panelProps}>
          <nav className={css.nav} aria-label={intl.formatMessage(messages.navigation)}>
            <Link href={hrefs.recommendation} className={cx(headerControl, css.panelLink)}>
              {intl.formatMessage(messages.recommendation)}
            </Link>
            <Link href={hrefs.brands} className={cx(headerControl, css.panelLink)}>
              {intl.formatMessage(messages.brands)}
            </Link>
            {categories}
          </nav>
          <div className={css.tools}>
            {catalogue}
            {feedback}
            <TradeModeSwitch
              tradeMode={tradeMode}
              dictionary={tradeModeDictionary}
              onTradeModeChange={onTradeModeChange}
            />
            <LanguageMenu language={language} onLanguageChange={onLanguageChange} />
          </div>
        </div>
        <div className={css.actions}>
          {search}
          <Link
            href={hrefs.cart}
            className={headerControl}
            aria-label={intl.formatMessage(messages.cart, { count: cartCount ?? 0 })}
          >
            <Badge count={cartCount}>
              <ShoppingCart className={controlIcon} aria-hidden />
            </Badge>
          </Link>
          <UserMenu userName={userName} links={userLinks} onLogout={onLogout} />
          <Button
            className={cx(headerControl, css.menuButton)}
            aria-label={intl.formatMessage(messages.menu)}
            {...menuButtonProps}
          >
            <MenuIcon className={controlIcon} aria-hidden />
          </Button>
        </div>
      </div>
    </header>
  );
}
