/** Messages of SpareParts: the section title and its empty state. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  empty: NoMessageValues;
}>({
  title: { id: 'storefront.product.spareParts.title', defaultMessage: 'Spare parts' },
  empty: { id: 'storefront.product.spareParts.empty', defaultMessage: 'This product has no spare parts.' },
});
