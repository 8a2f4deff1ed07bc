/** A product page's way into the parts service: a new post about this product (/partsService?skuCode=…). */
import { useIntl } from 'react-intl';
import { Link } from '@kontor/ui/Link';
import { partsMessages } from './parts.messages.js';

export function AskServiceLink({ skuCode }: { skuCode: string }) {
  const intl = useIntl();
  return (
    <Link href={`/partsService?skuCode=${encodeURIComponent(skuCode)}`} variant="standalone">
      {intl.formatMessage(partsMessages.askService)}
    </Link>
  );
}
