/** WelcomePanel: the /wel/index page's greeting, the customer's sales contact and shortcuts to the common tasks. */
import { useId, type ComponentType, type SVGProps } from 'react';
import { useIntl } from 'react-intl';
import Boxes from 'lucide-react/icons/boxes';
import Container from 'lucide-react/icons/container';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import ReceiptText from 'lucide-react/icons/receipt-text';
import UserRound from 'lucide-react/icons/user-round';
import { Link } from '../../components/Link/Link.js';
import * as css from './WelcomePanel.css.js';
import { messages } from './WelcomePanel.messages.js';

export const WELCOME_SHORTCUTS = ['containerCart', 'palletCart', 'orders', 'catalogue', 'afterSales', 'messages', 'account'] as const;
export type WelcomeShortcutKind = (typeof WELCOME_SHORTCUTS)[number];

const ICONS: Record<WelcomeShortcutKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  containerCart: Container,
  palletCart: Boxes,
  orders: ReceiptText,
  catalogue: LayoutGrid,
  afterSales: LifeBuoy,
  messages: Mail,
  account: UserRound,
};

export interface WelcomeShortcut {
  kind: WelcomeShortcutKind;
  href: string;
  /** A count shown beside the label (unread messages). */
  count?: number;
}

export interface WelcomePanelProps {
  /** The name to greet (real name, else user name); a plain welcome without it. */
  name?: string | null | undefined;
  salesName?: string | null | undefined;
  salesPhone?: string | null | undefined;
  shortcuts: readonly WelcomeShortcut[];
  /** The hour of the day (0-23) the greeting is chosen by; the current hour by default. */
  hour?: number;
}

/** A dialable `tel:` target: only digits and a leading '+' survive, so server text cannot become another URL. */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : undefined;
}

function greetingOf(hour: number) {
  if (hour < 12) return messages.greetingMorning;
  if (hour < 18) return messages.greetingAfternoon;
  return messages.greetingEvening;
}

export function WelcomePanel({ name, salesName, salesPhone, shortcuts, hour = new Date().getHours() }: WelcomePanelProps) {
  const intl = useIntl();
  const tel = salesPhone ? telHref(salesPhone) : undefined;
  const id = useId();
  return (
    <div className={css.root}>
      <section className={css.hero} aria-labelledby={`${id}-greeting`}>
        <h2 id={`${id}-greeting`} className={css.greeting}>
          {name ? intl.formatMessage(greetingOf(hour), { name }) : intl.formatMessage(messages.greetingAnonymous)}
        </h2>
        <p className={css.intro}>{intl.formatMessage(messages.intro)}</p>
      </section>
      <section className={css.card} aria-labelledby={`${id}-sales`}>
        <h2 id={`${id}-sales`} className={css.cardTitle}>
          {intl.formatMessage(messages.salesTitle)}
        </h2>
        {salesName || salesPhone ? (
          <dl className={css.contact}>
            <dt>{intl.formatMessage(messages.salesName)}</dt>
            <dd>{salesName}</dd>
            <dt>{intl.formatMessage(messages.salesPhone)}</dt>
            <dd>
              {tel ? (
                // A plain anchor: the router's link would resolve `tel:` as a path of the shop.
                <a href={tel} className={css.phone}>
                  <Phone aria-hidden className={css.icon} />
                  {salesPhone}
                </a>
              ) : (
                salesPhone
              )}
            </dd>
          </dl>
        ) : (
          <p className={css.muted}>{intl.formatMessage(messages.salesMissing)}</p>
        )}
      </section>
      <nav className={css.shortcutsBox} aria-labelledby={`${id}-shortcuts`}>
        <h2 id={`${id}-shortcuts`} className={css.cardTitle}>
          {intl.formatMessage(messages.shortcutsTitle)}
        </h2>
        <ul className={css.shortcuts}>
          {shortcuts.map((shortcut) => {
            const Icon = ICONS[shortcut.kind];
            return (
              <li key={shortcut.kind}>
                <Link href={shortcut.href} variant="standalone" className={css.shortcut}>
                  <span className={css.shortcutLabel}>
                    <Icon aria-hidden className={css.shortcutIcon} />
                    <span>{intl.formatMessage(messages[shortcut.kind])}</span>
                  </span>
                  {shortcut.count ? (
                    <span className={css.count}>{intl.formatMessage(messages.unread, { count: shortcut.count })}</span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
