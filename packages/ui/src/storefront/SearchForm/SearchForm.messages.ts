/** Messages of the search form: its field and button when the caller names neither. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{ field: NoMessageValues; submit: NoMessageValues }>({
  field: { id: 'storefront.searchForm.field', defaultMessage: 'Search word' },
  submit: { id: 'storefront.searchForm.submit', defaultMessage: 'Search' },
});
