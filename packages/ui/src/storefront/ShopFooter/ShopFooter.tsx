/** ShopFooter: the company's address, phones and sales mail, and the seven information links (spec section 2). */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../components/Link/index.js';
import { ContactBlock, mailtoHref, type CompanyInfo } from '../ContactBlock/ContactBlock.js';
import { ExternalLink } from '../FeedbackDialog/ExternalLink.js';
import * as css from './ShopFooter.css.js';
import { messages } from './ShopFooter.messages.js';

export { mailtoHref, type CompanyInfo };

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

export interface ShopFooterProps {
  company: CompanyInfo | null | undefined;
  /** Where each link leads; 'contactUs' defaults to the sales mail. */
  hrefs: Partial<Record<FooterLink, string>>;
  /** The year of the copyright line (passed in so screenshots stay stable). */
  year: number;
}

export function ShopFooter({ company, hrefs, year }: ShopFooterProps) {
  const intl = useIntl();
  const mailto = mailtoHref(company?.salesMail);
  const hrefOf = (link: FooterLink) => hrefs[link] ?? (link === 'contactUs' ? mailto : undefined);
  return (
    <footer className={css.root} aria-label={intl.formatMessage(messages.footer)}>
      <div className={css.inner}>
        <ContactBlock company={company} />
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
