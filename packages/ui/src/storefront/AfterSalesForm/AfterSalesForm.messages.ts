/** Messages of the after-sales request form: field labels, help, upload progress and the send action. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  orderNo: NoMessageValues;
  artNo: NoMessageValues;
  itemName: NoMessageValues;
  serviceType: NoMessageValues;
  applyQuantity: NoMessageValues;
  applyQuantityHelp: { max: string | number };
  reason: NoMessageValues;
  damageDescription: NoMessageValues;
  contactPerson: NoMessageValues;
  email: NoMessageValues;
  proofOfPurchase: NoMessageValues;
  proofImages: NoMessageValues;
  previews: { label: string };
  uploading: NoMessageValues;
  uploadFailed: NoMessageValues;
  waitForUploads: NoMessageValues;
  submit: NoMessageValues;
  sending: NoMessageValues;
  sent: NoMessageValues;
}>({
  title: { id: 'afterSales.form.title', defaultMessage: 'After-sales request' },
  orderNo: { id: 'afterSales.form.orderNo', defaultMessage: 'Order number' },
  artNo: { id: 'afterSales.form.artNo', defaultMessage: 'Article no.' },
  itemName: { id: 'afterSales.form.itemName', defaultMessage: 'Item' },
  serviceType: { id: 'afterSales.form.serviceType', defaultMessage: 'Service type' },
  applyQuantity: { id: 'afterSales.form.applyQuantity', defaultMessage: 'Apply quantity' },
  applyQuantityHelp: {
    id: 'afterSales.form.applyQuantityHelp',
    defaultMessage: 'At most {max} (the ordered quantity)',
  },
  reason: { id: 'afterSales.form.reason', defaultMessage: 'Reason' },
  damageDescription: {
    id: 'afterSales.form.damageDescription',
    defaultMessage: 'Damage description',
  },
  contactPerson: { id: 'afterSales.form.contactPerson', defaultMessage: 'Contact person' },
  email: { id: 'afterSales.form.email', defaultMessage: 'Email' },
  proofOfPurchase: { id: 'afterSales.form.proofOfPurchase', defaultMessage: 'Proof of purchase' },
  proofImages: { id: 'afterSales.form.proofImages', defaultMessage: 'Proof pictures' },
  previews: { id: 'afterSales.form.previews', defaultMessage: 'Previews of {label}' },
  uploading: { id: 'afterSales.form.uploading', defaultMessage: 'Uploading' },
  uploadFailed: {
    id: 'afterSales.form.uploadFailed',
    defaultMessage: 'The upload failed; please choose the files again.',
  },
  waitForUploads: {
    id: 'afterSales.form.waitForUploads',
    defaultMessage: 'Please wait until the files are uploaded, then send again.',
  },
  submit: { id: 'afterSales.form.submit', defaultMessage: 'Send request' },
  sending: { id: 'afterSales.form.sending', defaultMessage: 'Sending…' },
  sent: { id: 'afterSales.form.sent', defaultMessage: 'Your after-sales request has been sent.' },
});
