/** PartsHeader: the spare-parts storefront's header: parts, service, catalogue, user menu and language only. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@kontor/api/rules';
import { SkeletonValue } from '../../components/Skeleton/Skeleton.js';
import { HeaderFrame, PanelLink } from '../MainHeader/HeaderFrame.js';
import { headerPendingValue } from '../MainHeader/headerControls.css.js';
import { LanguageMenu } from '../MainHeader/LanguageMenu.js';
import { UserMenu } from '../MainHeader/UserMenu.js';
import { messages } from '../MainHeader/MainHeader.messages.js';
import { tradeModeText } from './PartsHeader.css.js';

export const PARTS_HEADER_HREFS = {
  home: '/productPageParts',
  parts: '/productPageParts',
  service: '/partsService',
  personal: '/personalParts',
} as const;

/** About as wide as "Trade mode: DDP (delivered duty paid)" in the smaller type (its box holds the width). */
const tradeModeChars = 30;

export interface PartsHeaderProps {
  userName?: string | undefined;
  /** Set for a signed-out visitor (the public parts home): a sign-in link instead of the user menu. */
  signInHref?: string | undefined;
  /** The trade mode's label, resolved through the trade-mode dictionary (shown, not switchable here). */
  tradeModeLabel?: string | undefined;
  /** The member's mode is still read (a page the server drew): a placeholder holds the label's place. */
  tradeModePending?: boolean | undefined;
  language: Language;
  onLanguageChange: (language: Language) => void;
  onLogout: () => void;
  /** The catalogue-download dialog (CatalogueDialog with `trigger="text"`). */
  catalogue: ReactNode;
  hrefs?: Partial<typeof PARTS_HEADER_HREFS>;
  /** More entries of the user menu before "Log out", e.g. the way back to the app's shell (labels already translated). */
  extraUserLinks?: readonly { id: string; label: string; href: string }[] | undefined;
}

export function PartsHeader({
  userName,
  signInHref,
  tradeModeLabel,
  tradeModePending = false,
  language,
  onLanguageChange,
  onLogout,
  catalogue,
  hrefs: given,
  extraUserLinks = [],
}: PartsHeaderProps) {
  const intl = useIntl();
  const hrefs = { ...PARTS_HEADER_HREFS, ...given };
  return (
    <HeaderFrame
      homeHref={hrefs.home}
      nav={
        <>
          <PanelLink href={hrefs.parts}>{intl.formatMessage(messages.parts)}</PanelLink>
          <PanelLink href={hrefs.service}>{intl.formatMessage(messages.service)}</PanelLink>
          {catalogue}
        </>
      }
      tools={
        <>
          {tradeModePending ? (
            <span className={tradeModeText}>
              <SkeletonValue chars={tradeModeChars} className={headerPendingValue} />
            </span>
          ) : (
            tradeModeLabel && (
              <span className={tradeModeText} title={intl.formatMessage(messages.tradeModeCurrent, { mode: tradeModeLabel })}>
                {intl.formatMessage(messages.tradeModeCurrent, { mode: tradeModeLabel })}
              </span>
            )
          )}
          <LanguageMenu language={language} onLanguageChange={onLanguageChange} />
        </>
      }
      actions={
        <UserMenu
          userName={userName}
          links={[{ id: 'personal', label: intl.formatMessage(messages.personal), href: hrefs.personal }, ...extraUserLinks]}
          onLogout={onLogout}
          signInHref={signInHref}
        />
      }
    />
  );
}
