/** A page whose address names nothing that exists (no id, or the server's 404): said once, with the way back to the shop. */
import { useIntl, type MessageDescriptor } from 'react-intl';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Link } from '@kontor/ui/Link';
import { BrowsePage } from '@kontor/ui/storefront/BrowseLayout';
import { messages } from './browse.messages.js';

/** `announced`: the server's answer said so after the page showed (an alert); a missing id is plain text. */
export function SubjectNotFound({ message, announced = false }: { message: MessageDescriptor; announced?: boolean }) {
  const intl = useIntl();
  return (
    <BrowsePage>
      <EmptyState
        title={<span role={announced ? 'alert' : undefined}>{intl.formatMessage(message)}</span>}
        action={<Link href="/">{intl.formatMessage(messages.backHome)}</Link>}
      />
    </BrowsePage>
  );
}
