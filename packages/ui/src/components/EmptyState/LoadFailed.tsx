/** LoadFailed: what a list or page shows in its place when it could not be loaded: said as an alert, with a retry. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import CloudOff from 'lucide-react/icons/cloud-off';
import { commonMessages } from '../../i18n/common.messages.js';
import { Button } from '../Button/Button.js';
import { EmptyState } from './EmptyState.js';
import { illustration } from './EmptyState.css.js';

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "Your orders could not be loaded." (the generic error by default). */
  message?: ReactNode;
  /** Asks again; without it no retry is offered. */
  onRetry?: (() => void) | undefined;
  className?: string;
}

export function LoadFailed({ message, onRetry, className }: LoadFailedProps) {
  const intl = useIntl();
  return (
    <div role="alert" className={className}>
      <EmptyState
        icon={<CloudOff className={illustration} aria-hidden strokeWidth={1.5} />}
        title={message ?? intl.formatMessage(commonMessages.genericError)}
        action={onRetry && <Button variant="secondary" onPress={onRetry}>{intl.formatMessage(commonMessages.retry)}</Button>}
      />
    </div>
  );
}
