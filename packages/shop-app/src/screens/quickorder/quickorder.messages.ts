/** Messages of the quick-order screen and its links (catalogue area file storefront-quickorder.json). */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const quickOrderMessages = defineMessages<{
  title: NoMessageValues;
  link: NoMessageValues;
  lookupFailed: NoMessageValues;
  toCart: NoMessageValues;
}>({
  title: { id: 'storefront.quickOrder.pageTitle', defaultMessage: 'Quick order' },
  link: { id: 'storefront.quickOrder.link', defaultMessage: 'Quick order' },
  lookupFailed: { id: 'storefront.quickOrder.lookupFailed', defaultMessage: 'The products could not be looked up. Try again.' },
  toCart: { id: 'storefront.quickOrder.toCart', defaultMessage: 'Go to the cart' },
});
