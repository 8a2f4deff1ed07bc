/** Messages of BackToTop. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'shell.backToTop.label', defaultMessage: 'Back to top' },
});
