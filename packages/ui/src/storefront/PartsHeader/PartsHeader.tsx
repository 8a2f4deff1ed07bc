/** PartsHeader: the spare-parts storefront's header: parts, service, catalogue, user menu and language only. */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import MenuIcon from 'lucide-react/icons/menu';
import { useIntl } from 'react-intl';
import type { Language } from '@kontor/api/rules';
import { cx } from '../../styles/cx.js';
import { controlIcon, headerControl } from '../MainHeader/headerControls.css.js';
import { LanguageMenu } from '../MainHeader/LanguageMenu.js';
import { useCollapsiblePanel } from '../MainHeader/MainHeader.js';
import { UserMenu } from '../MainHeader/UserMenu.js';
import * as css from '../MainHeader/MainHeader.css.js';
import { messages } from '../MainHeader/MainHeader.messages.js';
import { tradeModeText } from './PartsHeader.css.js';

export const PARTS_HEADER_HREFS = {
  home: '/productPageParts',
  parts: '/productPageParts',
  service: '/partsService',
  personal: '/personalParts',
} as const;

export interface PartsHeaderProps {
  userName?: string | undefined;
  /** The trade mode's label, resolved through the trade-mode dictionary (shown, not switchable here). */
  tradeModeLabel?: string | undefined;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onLogout: () => void;
  /** The catalogue-download dialog (CatalogueDialog with `trigger="text"`). */
  catalogue: ReactNode;
  hrefs?: Partial<typeof PARTS_HEADER_HREFS>;
}

export function PartsHeader({
  userName,
  tradeModeLabel,
  language,
  onLanguageChange,
  onLogout,
  catalogue,
  hrefs: given,
}: PartsHeaderProps) {
  const intl = useIntl();
  const hrefs = { ...PARTS_HEADER_HREFS, ...given };
  const { menuButtonProps, panelProps } = useCollapsiblePanel();
  return (
    <header className={css.root}>
      <div className={css.bar}>
        <Link href={hrefs.home} className={css.logo} aria-label={intl.formatMessage(messages.home)}>
          {intl.formatMessage(messages.logo)}
        </Link>
        <div className={css.panel} {...panelProps}>
          <nav className={css.nav} aria-label={intl.formatMessage(messages.navigation)}>
            <Link href={hrefs.parts} className={cx(headerControl, css.panelLink)}>
              {intl.formatMessage(messages.parts)}
            </Link>
            <Link href={hrefs.service} className={cx(headerControl, css.panelLink)}>
              {intl.formatMessage(messages.service)}
            </Link>
            {catalogue}
          </nav>
          <div className={css.tools}>
            {tradeModeLabel && (
              <span className={tradeModeText}>
                {intl.formatMessage(messages.tradeModeCurrent, { mode: tradeModeLabel })}
              </span>
            )}
            <LanguageMenu language={language} onLanguageChange={onLanguageChange} />
          </div>
        </div>
        <div className={css.actions}>
          <UserMenu
            userName={userName}
            links={[{ id: 'personal', label: intl.formatMessage(messages.personal), href: hrefs.personal }]}
            onLogout={onLogout}
          />
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
