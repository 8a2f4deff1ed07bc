/** Messages of OrderForm: the fields, the delivery notes, the address states and the submit button. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  eta: NoMessageValues;
  containerNote: { weeks: number };
  palletNote: { days: number };
  earliest: { date: string };
  port: NoMessageValues;
  cabinetType: NoMessageValues;
  containerCount: NoMessageValues;
  address: NoMessageValues;
  noAddresses: NoMessageValues;
  missing: { fields: string };
  fixAddress: NoMessageValues;
  newAddress: NoMessageValues;
  paymentTerms: NoMessageValues;
  noPaymentTerms: NoMessageValues;
  remark: NoMessageValues;
  submit: NoMessageValues;
  submitting: NoMessageValues;
  fieldCompany: NoMessageValues;
  fieldStreet: NoMessageValues;
  fieldPostalCode: NoMessageValues;
  fieldContactPerson: NoMessageValues;
  fieldPhone: NoMessageValues;
  draftKept: NoMessageValues;
  editTitle: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  changesKept: NoMessageValues;
}>({
  title: { id: 'order.form.title', defaultMessage: 'Place the order' },
  eta: { id: 'order.form.eta', defaultMessage: 'ETA' },
  containerNote: {
    id: 'order.form.containerNote',
    defaultMessage: 'Containers are delivered at least {weeks} weeks after ordering; weekends cannot be chosen.',
  },
  palletNote: {
    id: 'order.form.palletNote',
    defaultMessage: 'Pallets are delivered at least {days} working days after ordering; weekends cannot be chosen.',
  },
  earliest: { id: 'order.form.earliest', defaultMessage: 'Earliest: {date}' },
  port: { id: 'order.form.port', defaultMessage: 'Port of arrival' },
  cabinetType: { id: 'order.form.cabinetType', defaultMessage: 'Container type' },
  containerCount: { id: 'order.form.containerCount', defaultMessage: 'Number of containers' },
  address: { id: 'order.form.address', defaultMessage: 'Delivery address' },
  noAddresses: { id: 'order.form.noAddresses', defaultMessage: 'You have no delivery address yet.' },
  missing: { id: 'order.form.missing', defaultMessage: 'Incomplete – missing: {fields}' },
  fixAddress: { id: 'order.form.fixAddress', defaultMessage: 'Complete this address' },
  newAddress: { id: 'order.form.newAddress', defaultMessage: 'Add a new delivery address' },
  paymentTerms: { id: 'order.form.paymentTerms', defaultMessage: 'Payment terms' },
  noPaymentTerms: { id: 'order.form.noPaymentTerms', defaultMessage: 'As agreed with your sales contact' },
  remark: { id: 'order.form.remark', defaultMessage: 'Remarks' },
  submit: { id: 'order.form.submit', defaultMessage: 'Place order' },
  submitting: { id: 'order.form.submitting', defaultMessage: 'Placing the order…' },
  fieldCompany: { id: 'order.address.company', defaultMessage: 'Company' },
  fieldStreet: { id: 'order.address.street', defaultMessage: 'Street' },
  fieldPostalCode: { id: 'order.address.postalCode', defaultMessage: 'Postal code' },
  fieldContactPerson: { id: 'order.address.contactPerson', defaultMessage: 'Contact person' },
  fieldPhone: { id: 'order.address.phone', defaultMessage: 'Phone' },
  draftKept: {
    id: 'order.form.draftKept',
    defaultMessage: 'Your entries are kept on this device until the order is placed.',
  },
  editTitle: { id: 'order.form.editTitle', defaultMessage: 'Change the order' },
  save: { id: 'order.form.save', defaultMessage: 'Save changes' },
  saving: { id: 'order.form.saving', defaultMessage: 'Saving the changes…' },
  changesKept: {
    id: 'order.form.changesKept',
    defaultMessage: 'Your changes are kept on this device until they are saved.',
  },
});
