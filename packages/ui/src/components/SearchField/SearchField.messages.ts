/** Messages of SearchField. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{ clear: NoMessageValues; remaining: { count: number } }>({
  clear: { id: 'searchField.clear', defaultMessage: 'Clear search' },
  remaining: {
    id: 'searchField.remaining',
    defaultMessage: '{count, plural, one {# character left} other {# characters left}}',
  },
});
