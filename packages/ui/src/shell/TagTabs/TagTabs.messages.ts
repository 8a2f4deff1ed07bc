/** Messages of TagTabs. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  list: NoMessageValues;
  actions: { tab: string };
  close: NoMessageValues;
  closeOthers: NoMessageValues;
  closeAll: NoMessageValues;
  more: NoMessageValues;
  home: NoMessageValues;
}>({
  list: { id: 'shell.tabs.list', defaultMessage: 'Open pages' },
  actions: { id: 'shell.tabs.actions', defaultMessage: '{tab}: tab actions' },
  close: { id: 'shell.tabs.close', defaultMessage: 'Close' },
  closeOthers: { id: 'shell.tabs.closeOthers', defaultMessage: 'Close others' },
  closeAll: { id: 'shell.tabs.closeAll', defaultMessage: 'Close all' },
  more: { id: 'shell.tabs.more', defaultMessage: 'Tab actions' },
  home: { id: 'shell.tabs.home', defaultMessage: 'Home' },
});
