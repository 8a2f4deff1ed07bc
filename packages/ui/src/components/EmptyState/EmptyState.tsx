/** EmptyState: what a list, table or page shows when there is nothing in it, with an optional way forward. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  actions,
  description as descriptionStyle,
  illustration,
  root,
  title as titleStyle,
} from './EmptyState.css.js';
import { messages } from './EmptyState.messages.js';
import PackageOpen from 'lucide-react/icons/package-open';

export interface EmptyStateProps {
  /** The heading; 'No data' in the user's language by default. */
  title?: ReactNode;
  description?: ReactNode;
  /** A way forward, e.g. a Button to browse the catalogue. */
  action?: ReactNode;
  /** Replaces the default box illustration. */
  icon?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div className={[root, className].filter(Boolean).join(' ')} data-empty-state="">
      {icon ?? <PackageOpen className={illustration} aria-hidden strokeWidth={1.5} />}
      <p className={titleStyle}>{title ?? intl.formatMessage(messages.title)}</p>
      {description && <p className={descriptionStyle}>{description}</p>}
      {action && <div className={actions}>{action}</div>}
    </div>
  );
}
