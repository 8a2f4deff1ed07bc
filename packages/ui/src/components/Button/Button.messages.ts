/** Messages of Button. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  pending: { id: 'button.pending', defaultMessage: 'Please wait…' },
});
