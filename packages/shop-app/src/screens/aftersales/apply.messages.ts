/** Messages of the after-sales form's page alone (catalogue area file storefront-aftersales.json). */
import { defineMessages } from 'react-intl';

/** The note on a line that has a request already. */
export const lineStatusMessages = defineMessages<{ existingRequest: { status: string } }>({
  existingRequest: {
    id: 'storefront.aftersales.existingRequest',
    defaultMessage: 'You have applied for after-sales service for this line already: {status}.',
  },
});
