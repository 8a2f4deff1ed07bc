/** A widget's loading and problem states: a skeleton while loading, a short message (and a retry) otherwise. */
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@kontor/ui/Button';
import { Skeleton } from '@kontor/ui/Skeleton';
import { messages } from '../messages.js';
import { padded, stack } from './layout.js';

export function Loading({ lines = 3 }: { lines?: number }) {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage(messages.loading)} style={padded}>
      <Skeleton lines={lines} />
    </div>
  );
}

export function Problem({ message, onRetry }: { message: MessageDescriptor; onRetry?: (() => void) | undefined }) {
  const intl = useIntl();
  return (
    <div role="alert" style={{ ...stack, ...padded }}>
      <p>{intl.formatMessage(message)}</p>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      )}
    </div>
  );
}
