/** Messages of ContactBlock: the company's contact lines. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  contact: NoMessageValues;
  phones: NoMessageValues;
  salesMail: NoMessageValues;
  serviceMail: NoMessageValues;
  hours: NoMessageValues;
}>({
  contact: { id: 'storefront.contact.title', defaultMessage: 'Contact' },
  phones: { id: 'storefront.contact.phones', defaultMessage: 'Phone' },
  salesMail: { id: 'storefront.contact.salesMail', defaultMessage: 'Sales mail' },
  serviceMail: { id: 'storefront.contact.serviceMail', defaultMessage: 'Service mail' },
  hours: { id: 'storefront.contact.hours', defaultMessage: 'Office hours' },
});
