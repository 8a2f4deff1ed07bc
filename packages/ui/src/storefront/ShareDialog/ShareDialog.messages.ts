/** Messages of ShareDialog: the share link with its copy button, and the email form. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  open: NoMessageValues;
  title: NoMessageValues;
  link: NoMessageValues;
  linkLoading: NoMessageValues;
  linkError: NoMessageValues;
  copy: NoMessageValues;
  copied: NoMessageValues;
  byEmail: NoMessageValues;
  senderName: NoMessageValues;
  senderEmail: NoMessageValues;
  inviteeEmail: NoMessageValues;
  message: NoMessageValues;
  send: NoMessageValues;
  sent: NoMessageValues;
}>({
  open: { id: 'storefront.product.share.open', defaultMessage: 'Share' },
  title: { id: 'storefront.product.share.title', defaultMessage: 'Share this product' },
  link: { id: 'storefront.product.share.link', defaultMessage: 'Share link' },
  linkLoading: { id: 'storefront.product.share.linkLoading', defaultMessage: 'Creating the link…' },
  linkError: { id: 'storefront.product.share.linkError', defaultMessage: 'The link could not be created.' },
  copy: { id: 'storefront.product.share.copy', defaultMessage: 'Copy link' },
  copied: { id: 'storefront.product.share.copied', defaultMessage: 'Link copied to the clipboard.' },
  byEmail: { id: 'storefront.product.share.byEmail', defaultMessage: 'Share by email' },
  senderName: { id: 'storefront.product.share.senderName', defaultMessage: 'Your name' },
  senderEmail: { id: 'storefront.product.share.senderEmail', defaultMessage: 'Your email' },
  inviteeEmail: { id: 'storefront.product.share.inviteeEmail', defaultMessage: 'Recipient email' },
  message: { id: 'storefront.product.share.message', defaultMessage: 'Message (optional)' },
  send: { id: 'storefront.product.share.send', defaultMessage: 'Send' },
  sent: { id: 'storefront.product.share.sent', defaultMessage: 'The product was shared by email.' },
});
