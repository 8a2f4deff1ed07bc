/** Messages of MenuSearch. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'shell.search.label', defaultMessage: 'Search the menu' },
  placeholder: { id: 'shell.search.placeholder', defaultMessage: 'Search the menu' },
});
