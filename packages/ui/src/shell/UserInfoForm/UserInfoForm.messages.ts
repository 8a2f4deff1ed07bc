/** Messages of the user info page: account facts, member fields, avatar and saving. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  memberTitle: NoMessageValues;
  avatar: { name: string | number };
  username: NoMessageValues;
  level: NoMessageValues;
  tradeMode: NoMessageValues;
  sales: NoMessageValues;
  name: NoMessageValues;
  company: NoMessageValues;
  tel: NoMessageValues;
  telHelp: { count: number };
  email: NoMessageValues;
  country: NoMessageValues;
  save: NoMessageValues;
  saved: NoMessageValues;
  notSet: NoMessageValues;
}>({
  title: { id: 'shell.userInfo.title', defaultMessage: 'Account' },
  memberTitle: { id: 'shell.userInfo.memberTitle', defaultMessage: 'Member details' },
  avatar: { id: 'shell.userInfo.avatar', defaultMessage: 'Avatar of {name}' },
  username: { id: 'shell.userInfo.username', defaultMessage: 'User name' },
  level: { id: 'shell.userInfo.level', defaultMessage: 'Level' },
  tradeMode: { id: 'shell.userInfo.tradeMode', defaultMessage: 'Trade mode' },
  sales: { id: 'shell.userInfo.sales', defaultMessage: 'Sales representative' },
  name: { id: 'shell.userInfo.name', defaultMessage: 'Name' },
  company: { id: 'shell.userInfo.company', defaultMessage: 'Company' },
  tel: { id: 'shell.userInfo.tel', defaultMessage: 'Phone' },
  telHelp: { id: 'shell.userInfo.telHelp', defaultMessage: '{count} digits' },
  email: { id: 'shell.userInfo.email', defaultMessage: 'Email' },
  country: { id: 'shell.userInfo.country', defaultMessage: 'Country' },
  save: { id: 'shell.userInfo.save', defaultMessage: 'Save' },
  saved: { id: 'shell.userInfo.saved', defaultMessage: 'Your details have been saved.' },
  notSet: { id: 'shell.userInfo.notSet', defaultMessage: 'Not set' },
});
