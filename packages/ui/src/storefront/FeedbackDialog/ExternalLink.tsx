/**
 * A link that leaves the shop (http(s) file, tel:, mailto:): a native anchor, because the router's href
 * resolution would turn 'https://…' or 'tel:…' into a path of the shop. A new-tab link says so.
 */
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useIntl } from 'react-intl';
import { messages } from '../../components/Link/Link.messages.js';
import { external } from './ExternalLink.css.js';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  newTab?: boolean;
  'aria-label'?: string;
}

export function ExternalLink({ href, children, newTab, 'aria-label': label }: ExternalLinkProps) {
  const intl = useIntl();
  return (
    <a
      className={external}
      href={href}
      aria-label={label}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {newTab && <VisuallyHidden>{intl.formatMessage(messages.opensNewTab)}</VisuallyHidden>}
    </a>
  );
}
