/** Messages of the personal centre's account panel: its title and each fact's label. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  company: NoMessageValues;
  name: NoMessageValues;
  level: NoMessageValues;
  email: NoMessageValues;
  country: NoMessageValues;
  salesRepresentative: NoMessageValues;
  salesPhone: NoMessageValues;
  tradeMode: NoMessageValues;
  unknown: NoMessageValues;
}>({
  title: { id: 'account.panel.title', defaultMessage: 'Account' },
  company: { id: 'account.panel.company', defaultMessage: 'Company' },
  name: { id: 'account.panel.name', defaultMessage: 'Name' },
  level: { id: 'account.panel.level', defaultMessage: 'Member level' },
  email: { id: 'account.panel.email', defaultMessage: 'Email' },
  country: { id: 'account.panel.country', defaultMessage: 'Country' },
  salesRepresentative: {
    id: 'account.panel.salesRepresentative',
    defaultMessage: 'Sales representative',
  },
  salesPhone: {
    id: 'account.panel.salesPhone',
    defaultMessage: 'Phone of the sales representative',
  },
  tradeMode: { id: 'account.panel.tradeMode', defaultMessage: 'Trade mode' },
  unknown: { id: 'account.panel.unknown', defaultMessage: 'Not given' },
});
