/** What a browse page says when its address names nothing that exists (catalogue area file storefront-browse.json). */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  noContainer: NoMessageValues;
  noFamily: NoMessageValues;
  noCategory: NoMessageValues;
}>({
  noContainer: { id: 'storefront.browse.noContainer', defaultMessage: 'This container could not be found.' },
  noFamily: { id: 'storefront.browse.noFamily', defaultMessage: 'This family could not be found.' },
  noCategory: { id: 'storefront.browse.noCategory', defaultMessage: 'This category could not be found.' },
});
