/** Messages of Dialog. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  close: { id: 'dialog.close', defaultMessage: 'Close' },
});
