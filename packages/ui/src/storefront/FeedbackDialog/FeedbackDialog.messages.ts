/** Messages of FeedbackDialog. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  open: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  name: NoMessageValues;
  phone: NoMessageValues;
  call: { phone: string };
  unknown: NoMessageValues;
}>({
  open: { id: 'storefront.feedback.open', defaultMessage: 'Feedback' },
  title: { id: 'storefront.feedback.title', defaultMessage: 'Your sales contact' },
  intro: {
    id: 'storefront.feedback.intro',
    defaultMessage: 'Questions, wishes or feedback? Your sales contact is glad to help.',
  },
  name: { id: 'storefront.feedback.name', defaultMessage: 'Name' },
  phone: { id: 'storefront.feedback.phone', defaultMessage: 'Phone' },
  call: { id: 'storefront.feedback.call', defaultMessage: 'Call {phone}' },
  unknown: { id: 'storefront.feedback.unknown', defaultMessage: 'Not assigned yet' },
});
