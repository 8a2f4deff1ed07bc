/** Messages of the invoice request and the invoice view: fields, actions, facts. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  requestTitle: NoMessageValues;
  requestHelp: NoMessageValues;
  company: NoMessageValues;
  vatNo: NoMessageValues;
  address: NoMessageValues;
  email: NoMessageValues;
  phone: NoMessageValues;
  bankName: NoMessageValues;
  bankAccount: NoMessageValues;
  submit: NoMessageValues;
  sent: NoMessageValues;
  invoiceNo: NoMessageValues;
  amount: NoMessageValues;
  createTime: NoMessageValues;
  notGiven: NoMessageValues;
  download: NoMessageValues;
  downloadAll: { count: number };
  notIssued: NoMessageValues;
}>({
  title: { id: 'storefront.invoice.title', defaultMessage: 'Invoice' },
  requestTitle: { id: 'storefront.invoice.requestTitle', defaultMessage: 'Request an invoice' },
  requestHelp: {
    id: 'storefront.invoice.requestHelp',
    defaultMessage: 'Filled in from your invoice data; change what this invoice should say.',
  },
  company: { id: 'storefront.invoice.company', defaultMessage: 'Company' },
  vatNo: { id: 'storefront.invoice.vatNo', defaultMessage: 'VAT number' },
  address: { id: 'storefront.invoice.address', defaultMessage: 'Invoice address' },
  email: { id: 'storefront.invoice.email', defaultMessage: 'Invoice email' },
  phone: { id: 'storefront.invoice.phone', defaultMessage: 'Phone' },
  bankName: { id: 'storefront.invoice.bankName', defaultMessage: 'Bank' },
  bankAccount: { id: 'storefront.invoice.bankAccount', defaultMessage: 'Bank account' },
  submit: { id: 'storefront.invoice.submit', defaultMessage: 'Request invoice' },
  sent: { id: 'storefront.invoice.sent', defaultMessage: 'Your invoice request has been sent.' },
  invoiceNo: { id: 'storefront.invoice.invoiceNo', defaultMessage: 'Invoice no.' },
  amount: { id: 'storefront.invoice.amount', defaultMessage: 'Amount' },
  createTime: { id: 'storefront.invoice.createTime', defaultMessage: 'Requested on' },
  notGiven: { id: 'storefront.invoice.notGiven', defaultMessage: 'Not given' },
  download: { id: 'storefront.invoice.download', defaultMessage: 'Download invoice' },
  downloadAll: {
    id: 'storefront.invoice.downloadAll',
    defaultMessage: 'All documents of the order ({count}) as one file',
  },
  notIssued: {
    id: 'storefront.invoice.notIssued',
    defaultMessage: 'The invoice document is not issued yet.',
  },
});
