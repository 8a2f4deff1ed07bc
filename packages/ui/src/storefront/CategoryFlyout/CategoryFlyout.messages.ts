/** Messages of CategoryFlyout. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  trigger: NoMessageValues;
  menu: NoMessageValues;
  loading: NoMessageValues;
  error: NoMessageValues;
  empty: NoMessageValues;
  back: { level: string };
}>({
  trigger: { id: 'storefront.flyout.trigger', defaultMessage: 'Categories' },
  menu: { id: 'storefront.flyout.menu', defaultMessage: 'Product categories' },
  loading: { id: 'storefront.flyout.loading', defaultMessage: 'Loading categories…' },
  error: { id: 'storefront.flyout.error', defaultMessage: 'The categories could not be loaded. Try again' },
  empty: { id: 'storefront.flyout.empty', defaultMessage: 'No categories yet' },
  back: { id: 'storefront.flyout.back', defaultMessage: 'Back to {level}' },
});
