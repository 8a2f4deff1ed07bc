/** Messages of the welcome page: greeting, sales contact and the shortcut names. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  greetingMorning: { name: string | number };
  greetingAfternoon: { name: string | number };
  greetingEvening: { name: string | number };
  greetingAnonymous: NoMessageValues;
  intro: NoMessageValues;
  salesTitle: NoMessageValues;
  salesName: NoMessageValues;
  salesPhone: NoMessageValues;
  salesMissing: NoMessageValues;
  shortcutsTitle: NoMessageValues;
  containerCart: NoMessageValues;
  palletCart: NoMessageValues;
  orders: NoMessageValues;
  catalogue: NoMessageValues;
  afterSales: NoMessageValues;
  messages: NoMessageValues;
  account: NoMessageValues;
  unread: { count: number };
}>({
  greetingMorning: { id: 'shell.welcome.greeting.morning', defaultMessage: 'Good morning, {name}' },
  greetingAfternoon: { id: 'shell.welcome.greeting.afternoon', defaultMessage: 'Good afternoon, {name}' },
  greetingEvening: { id: 'shell.welcome.greeting.evening', defaultMessage: 'Good evening, {name}' },
  greetingAnonymous: { id: 'shell.welcome.greeting.anonymous', defaultMessage: 'Welcome' },
  intro: { id: 'shell.welcome.intro', defaultMessage: 'Here is where to go next.' },
  salesTitle: { id: 'shell.welcome.sales.title', defaultMessage: 'Your sales contact' },
  salesName: { id: 'shell.welcome.sales.name', defaultMessage: 'Name' },
  salesPhone: { id: 'shell.welcome.sales.phone', defaultMessage: 'Phone' },
  salesMissing: { id: 'shell.welcome.sales.missing', defaultMessage: 'No sales contact is assigned yet.' },
  shortcutsTitle: { id: 'shell.welcome.shortcuts.title', defaultMessage: 'Shortcuts' },
  containerCart: { id: 'shell.welcome.shortcut.containerCart', defaultMessage: 'Container cart' },
  palletCart: { id: 'shell.welcome.shortcut.palletCart', defaultMessage: 'Pallet cart' },
  orders: { id: 'shell.welcome.shortcut.orders', defaultMessage: 'My orders' },
  catalogue: { id: 'shell.welcome.shortcut.catalogue', defaultMessage: 'Browse the catalogue' },
  afterSales: { id: 'shell.welcome.shortcut.afterSales', defaultMessage: 'After-sales service' },
  messages: { id: 'shell.welcome.shortcut.messages', defaultMessage: 'Messages' },
  account: { id: 'shell.welcome.shortcut.account', defaultMessage: 'User info' },
  unread: { id: 'shell.welcome.shortcut.unread', defaultMessage: '{count, plural, one {# unread} other {# unread}}' },
});
