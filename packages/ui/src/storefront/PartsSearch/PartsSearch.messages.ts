/** Messages of the spare parts search: its heading, field, help, button and the hint before a search. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  field: NoMessageValues;
  help: NoMessageValues;
  submit: NoMessageValues;
  hint: NoMessageValues;
  results: { word: string };
}>({
  title: { id: 'parts.search.title', defaultMessage: 'Find spare parts' },
  field: { id: 'parts.search.field', defaultMessage: 'Product, art. no. or part' },
  help: {
    id: 'parts.search.help',
    defaultMessage: 'Name or art. no. of the product the parts belong to, or of the part itself.',
  },
  submit: { id: 'parts.search.submit', defaultMessage: 'Search parts' },
  hint: { id: 'parts.search.hint', defaultMessage: 'Search for a product to see its spare parts.' },
  results: { id: 'parts.search.results', defaultMessage: 'Results for “{word}”' },
});
