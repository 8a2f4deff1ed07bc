/** Messages of the toast region: the heading of each tone. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  error: { id: 'toast.tone.error', defaultMessage: 'Error' },
  warning: { id: 'toast.tone.warning', defaultMessage: 'Warning' },
  success: { id: 'toast.tone.success', defaultMessage: 'Success' },
  info: { id: 'toast.tone.info', defaultMessage: 'Notice' },
});
