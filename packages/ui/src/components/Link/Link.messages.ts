/** Messages of Link. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  opensNewTab: { id: 'link.opensNewTab', defaultMessage: '(opens in a new tab)' },
});
