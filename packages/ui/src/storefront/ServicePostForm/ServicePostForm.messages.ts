/** Messages of the new service post form: its title, fields, help and the answer after sending. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  subject: NoMessageValues;
  content: NoMessageValues;
  contentHelp: NoMessageValues;
  skuCode: NoMessageValues;
  skuCodeHelp: NoMessageValues;
  pictures: NoMessageValues;
  submit: NoMessageValues;
  sent: NoMessageValues;
}>({
  title: { id: 'parts.postForm.title', defaultMessage: 'New service post' },
  subject: { id: 'parts.postForm.subject', defaultMessage: 'Subject' },
  content: { id: 'parts.postForm.content', defaultMessage: 'Your question or request' },
  contentHelp: {
    id: 'parts.postForm.contentHelp',
    defaultMessage: 'Which part, how many, and for which product; the service answers in the post’s thread.',
  },
  skuCode: { id: 'parts.postForm.skuCode', defaultMessage: 'Art. no. of the product' },
  skuCodeHelp: { id: 'parts.postForm.skuCodeHelp', defaultMessage: 'Optional: the product the parts belong to.' },
  pictures: { id: 'parts.postForm.pictures', defaultMessage: 'Pictures' },
  submit: { id: 'parts.postForm.submit', defaultMessage: 'Send post' },
  sent: { id: 'parts.postForm.sent', defaultMessage: 'Your post was sent. The service answers in its thread.' },
});
