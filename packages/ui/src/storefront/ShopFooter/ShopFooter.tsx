/** ShopFooter: the company's address, phones and sales mail, and the seven information links (spec section 2). */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link/index.js';
import { ExternalLink } from '../FeedbackDialog/ExternalLink.js';
import { telHref } from '../FeedbackDialog/FeedbackDialog.js';
import * as css from './ShopFooter.css.js';
import { messages } from './ShopFooter.messages.js';

/** The footer's links in the spec's order. */
export const FOOTER_LINKS = [
  'servicePolicy',
  'advancedSearch',
  'aboutUs',
  'news',
  'termsOfService',
  'commonProblems',
  'contactUs',
] as const;
export type FooterLink = (typeof FOOTER_LINKS)[number];

/** The company details (GET /scgl/company/info in the current language). */
export interface CompanyInfo {
  name?: string | undefined;
  address?: string | undefined;
  phones?: readonly string[] | undefined;
  salesMail?: string | undefined;
  hours?: string | undefined;
}

export interface ShopFooterProps {
  company: CompanyInfo | undefined;
  /** Where each link leads; 'contactUs' defaults to the sales mail. */
  hrefs: Partial<Record<FooterLink, string>>;
  /** The year of the copyright line (passed in so screenshots stay stable). */
  year: number;
}

/** A mailto: link only for something shaped like an address, so server text cannot become another link. */
export function mailtoHref(mail: string | undefined): string | undefined {
  return mail && /^[^\s@:/?#]+@[^\s@:/?#]+$/.test(mail.trim()) ? `mailto:${mail.trim()}` : undefined;
}

export function ShopFooter({ company, hrefs, year }: ShopFooterProps) {
  const intl = useIntl();
  const mailto = mailtoHref(company?.salesMail);
  const hrefOf = (link: FooterLink) => hrefs[link] ?? (link === 'contactUs' ? mailto : undefined);
  return (
    <footer className={css.root} aria-label={intl.formatMessage(messages.footer)}>
      <div className={css.inner}>
        <section aria-labelledby="kontor-footer-contact">
          <h2 id="kontor-footer-contact" className={css.heading}>
            {company?.name ?? intl.formatMessage(messages.contact)}
          </h2>
          <address className={css.address}>
            {company?.address && <span>{company.address}</span>}
            {company?.phones?.length ? (
              <span className={css.row}>
                <span className={css.label}>{intl.formatMessage(messages.phones)}</span>
                {company.phones.map((phone) => (
                  <ExternalLink key={phone} href={telHref(phone)}>
                    {phone}
                  </ExternalLink>
                ))}
              </span>
            ) : null}
            {company?.salesMail && (
              <span className={css.row}>
                <span className={css.label}>{intl.formatMessage(messages.salesMail)}</span>
                {mailto ? <ExternalLink href={mailto}>{company.salesMail}</ExternalLink> : company.salesMail}
              </span>
            )}
            {company?.hours && <span className={css.label}>{company.hours}</span>}
          </address>
        </section>
        <nav aria-labelledby="kontor-footer-links">
          <h2 id="kontor-footer-links" className={css.heading}>
            {intl.formatMessage(messages.links)}
          </h2>
          <ul className={css.links}>
            {FOOTER_LINKS.map((link) => {
              const href = hrefOf(link);
              const text = intl.formatMessage(messages[link]);
              let content: ReactNode = text;
              if (href?.startsWith('mailto:')) content = <ExternalLink href={href}>{text}</ExternalLink>;
              else if (href) content = <Link href={href} variant="standalone">{text}</Link>;
              return <li key={link}>{content}</li>;
            })}
          </ul>
        </nav>
        <p className={css.copyright}>
          {intl.formatMessage(messages.copyright, { year, name: company?.name ?? '' })}
        </p>
      </div>
    </footer>
  );
}
