/** Messages of SearchOverlay. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  open: NoMessageValues;
  title: NoMessageValues;
  field: NoMessageValues;
  placeholder: NoMessageValues;
  submit: NoMessageValues;
  popular: NoMessageValues;
  suggestions: NoMessageValues;
  noSuggestions: NoMessageValues;
}>({
  open: { id: 'storefront.search.open', defaultMessage: 'Search' },
  title: { id: 'storefront.search.title', defaultMessage: 'Search the shop' },
  field: { id: 'storefront.search.field', defaultMessage: 'Search word' },
  placeholder: { id: 'storefront.search.placeholder', defaultMessage: 'Product, art. no. or family' },
  submit: { id: 'storefront.search.submit', defaultMessage: 'Show results' },
  popular: { id: 'storefront.search.popular', defaultMessage: 'Popular searches' },
  suggestions: { id: 'storefront.search.suggestions', defaultMessage: 'Suggestions' },
  noSuggestions: { id: 'storefront.search.noSuggestions', defaultMessage: 'No suggestions: press Enter to search' },
});
