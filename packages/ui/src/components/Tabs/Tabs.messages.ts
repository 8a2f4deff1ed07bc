/** Messages of Tabs. */
import { defineMessages } from 'react-intl';

export const messages = defineMessages<{ close: { tab: string } }>({
  close: { id: 'tabs.close', defaultMessage: 'Close {tab}' },
});
