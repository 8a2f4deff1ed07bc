/** Messages of ProductGrid: its name, the loading, empty and error states. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  loading: NoMessageValues;
  empty: NoMessageValues;
  error: NoMessageValues;
  retry: NoMessageValues;
}>({
  loading: { id: 'storefront.product.grid.loading', defaultMessage: 'Loading products' },
  empty: { id: 'storefront.product.grid.empty', defaultMessage: 'No products here yet' },
  error: { id: 'storefront.product.grid.error', defaultMessage: 'The products could not be loaded.' },
  retry: { id: 'storefront.product.grid.retry', defaultMessage: 'Try again' },
});
