/** Messages of the address screens (catalogue area file storefront-address.json). */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const addressMessages = defineMessages<{
  saved: NoMessageValues;
  deleted: NoMessageValues;
  notFound: NoMessageValues;
  loadFailed: NoMessageValues;
}>({
  saved: { id: 'storefront.address.saved', defaultMessage: 'The address has been saved.' },
  deleted: { id: 'storefront.address.deleted', defaultMessage: 'The address has been deleted.' },
  notFound: { id: 'storefront.address.notFound', defaultMessage: 'This address no longer exists.' },
  loadFailed: { id: 'storefront.address.loadFailed', defaultMessage: 'Your delivery addresses could not be loaded.' },
});
