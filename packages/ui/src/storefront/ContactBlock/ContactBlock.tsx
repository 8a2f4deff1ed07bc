/** ContactBlock: the company's name, address, phones (tel:), sales and service mail (mailto:) and office hours. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ExternalLink } from '../FeedbackDialog/ExternalLink.js';
import { telHref } from '../FeedbackDialog/telHref.js';
import * as css from './ContactBlock.css.js';
import { messages } from './ContactBlock.messages.js';

/** The company details (GET /scgl/company/info in the current language); every field may be missing. */
export interface CompanyInfo {
  name?: string | null | undefined;
  address?: string | null | undefined;
  phones?: readonly string[] | null | undefined;
  salesMail?: string | null | undefined;
  serviceMail?: string | null | undefined;
  hours?: string | null | undefined;
}

export interface ContactBlockProps {
  company: CompanyInfo | null | undefined;
  /** The heading's text; the company's name when absent, else 'Contact'. */
  title?: string | undefined;
  headingLevel?: 2 | 3;
  /** Also list the service mail (the after-sales pages); the footer shows only the sales mail. */
  withServiceMail?: boolean;
  className?: string | undefined;
}

/** A mailto: link only for something shaped like an address, so server text cannot become another link. */
export function mailtoHref(mail: string | null | undefined): string | undefined {
  return mail && /^[^\s@:/?#]+@[^\s@:/?#]+$/.test(mail.trim()) ? `mailto:${mail.trim()}` : undefined;
}

function Mail({ label, mail }: { label: string; mail: string }) {
  const href = mailtoHref(mail);
  return (
    <span className={css.row}>
      <span className={css.label}>{label}</span>
      {href ? <ExternalLink href={href}>{mail}</ExternalLink> : mail}
    </span>
  );
}

export function ContactBlock({ company, title, headingLevel = 2, withServiceMail = false, className }: ContactBlockProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const phones = company?.phones ?? [];
  // Server text is shown as text; only tel: and well-formed mailto: links are made from it.
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={css.heading}>
        {title ?? company?.name ?? intl.formatMessage(messages.contact)}
      </Heading>
      <address className={css.address}>
        {title && company?.name && <span>{company.name}</span>}
        {company?.address && <span>{company.address}</span>}
        {phones.length > 0 && (
          <span className={css.row}>
            <span className={css.label}>{intl.formatMessage(messages.phones)}</span>
            {/* The numbers wrap among themselves, never back under their label. */}
            <span className={css.values}>
              {phones.map((phone) => (
                <ExternalLink key={phone} href={telHref(phone)}>
                  {phone}
                </ExternalLink>
              ))}
            </span>
          </span>
        )}
        {company?.salesMail && <Mail label={intl.formatMessage(messages.salesMail)} mail={company.salesMail} />}
        {withServiceMail && company?.serviceMail && <Mail label={intl.formatMessage(messages.serviceMail)} mail={company.serviceMail} />}
        {company?.hours && (
          <span className={css.row}>
            <span className={css.label}>{intl.formatMessage(messages.hours)}</span>
            <span>{company.hours}</span>
          </span>
        )}
      </address>
    </section>
  );
}
