/** Messages of CategoryList. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'storefront.categories.label', defaultMessage: 'Categories' },
});
