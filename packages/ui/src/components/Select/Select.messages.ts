/** Messages of Select. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  placeholder: { id: 'select.placeholder', defaultMessage: 'Please choose' },
});
