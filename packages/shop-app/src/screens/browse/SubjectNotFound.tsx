/** A page whose address names nothing that exists (no id, or the server's 404): said once, with the way back to the shop. */
import { useIntl, type MessageDescriptor } from 'react-intl';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Link } from '@kontor/ui/Link';
import { BrowsePage, PageHeading } from '@kontor/ui/storefront/BrowseLayout';
import { messages } from './browse.messages.js';

/**
 * `title`: the page's own name (Whole container, Category), its heading as on a found subject's page before it has
 * loaded, so the page still has the heading a screen reader jumps to and an arrival focuses.
 * `announced`: the server's answer said so after the page showed (an alert); a missing id is plain text.
 */
export function SubjectNotFound({ title, message, announced = false }: { title: string; message: MessageDescriptor; announced?: boolean }) {
  const intl = useIntl();
  return (
    <BrowsePage>
      <PageHeading title={title} />
      <EmptyState
        title={<span role={announced ? 'alert' : undefined}>{intl.formatMessage(message)}</span>}
        action={<Link href="/">{intl.formatMessage(messages.backHome)}</Link>}
      />
    </BrowsePage>
  );
}
