/** Messages of the cart screens (catalogue area file storefront-cart.json). */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const cartMessages = defineMessages<{
  containerTitle: NoMessageValues;
  palletTitle: NoMessageValues;
  loadError: NoMessageValues;
  retry: NoMessageValues;
  browse: NoMessageValues;
  palletRefused: NoMessageValues;
  toContainerCart: NoMessageValues;
}>({
  containerTitle: { id: 'storefront.cart.containerTitle', defaultMessage: 'Container cart' },
  palletTitle: { id: 'storefront.cart.palletTitle', defaultMessage: 'Pallet cart' },
  loadError: { id: 'storefront.cart.loadError', defaultMessage: 'The cart could not be loaded.' },
  retry: { id: 'storefront.cart.retry', defaultMessage: 'Try again' },
  browse: { id: 'storefront.cart.browse', defaultMessage: 'Browse the catalogue' },
  palletRefused: {
    id: 'storefront.cart.palletRefused',
    defaultMessage: 'Pallet orders are not available for your trade mode (FOB).',
  },
  toContainerCart: { id: 'storefront.cart.toContainerCart', defaultMessage: 'Go to the container cart' },
});
