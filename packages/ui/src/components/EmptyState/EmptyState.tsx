/** EmptyState: what a list, table or page shows when there is nothing in it, with an optional way forward. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { actions, description as descriptionStyle, illustration, root, title as titleStyle } from './EmptyState.css.js';
import { messages } from './EmptyState.messages.js';

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
      {icon ?? (
        <svg viewBox="0 0 40 40" className={illustration} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 14 L20 7 L34 14 L34 30 L20 37 L6 30 Z M6 14 L20 21 L34 14 M20 21 L20 37" />
        </svg>
      )}
      <p className={titleStyle}>{title ?? intl.formatMessage(messages.title)}</p>
      {description && <p className={descriptionStyle}>{description}</p>}
      {action && <div className={actions}>{action}</div>}
    </div>
  );
}
