/** Breadcrumbs: the trail from home to the current page (react-aria Breadcrumbs); the last crumb is the current page. */
import type { ReactNode } from 'react';
import {
  Breadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link,
  type Key,
} from 'react-aria-components/Breadcrumbs';
import { useIntl } from 'react-intl';
import { crumb, link, list, separator } from './Breadcrumbs.css.js';
import { messages } from './Breadcrumbs.messages.js';
import ChevronRight from 'lucide-react/icons/chevron-right';

export interface Crumb {
  id: Key;
  label: ReactNode;
  /** Where the crumb leads; routed through the provider's `navigate` when one is given. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  /** Called with the crumb's id when a crumb without an href is chosen. */
  onAction?: (id: Key) => void;
  /** Names the navigation landmark; 'You are here' by default. */
  'aria-label'?: string;
  className?: string;
}

export function Breadcrumbs({
  items,
  onAction,
  'aria-label': ariaLabel,
  className,
}: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav aria-label={ariaLabel ?? intl.formatMessage(messages.label)} className={className}>
      <AriaBreadcrumbs items={items} className={list} aria-label={intl.formatMessage(messages.trail)} {...(onAction ? { onAction } : {})}>
        {(item) => (
          <Breadcrumb id={item.id} className={crumb}>
            {({ isCurrent }) => (
              <>
                <Link className={link} {...(item.href ? { href: item.href } : {})}>
                  {item.label}
                </Link>
                {!isCurrent && <ChevronRight className={separator} aria-hidden />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
