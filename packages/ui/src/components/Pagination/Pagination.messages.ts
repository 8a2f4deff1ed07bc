/** Messages of Pagination: the landmark, the step buttons, each page and the total. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: number };
  total: { total: number };
}>({
  label: { id: 'pagination.label', defaultMessage: 'Pages' },
  previous: { id: 'pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'pagination.next', defaultMessage: 'Next page' },
  page: { id: 'pagination.page', defaultMessage: 'Page {page}' },
  total: {
    id: 'pagination.total',
    defaultMessage: '{total, plural, one {# record} other {# records}} in total',
  },
});
