/** Messages of SkipLink. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  skip: { id: 'shell.frame.skip', defaultMessage: 'Skip to content' },
});
