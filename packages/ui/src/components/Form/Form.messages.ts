/** Messages of the form kit: what shows when sending the form failed without a message of its own. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  submitFailed: {
    id: 'form.submitFailed',
    defaultMessage: 'The form could not be sent. Your input is kept; please try again.',
  },
});
