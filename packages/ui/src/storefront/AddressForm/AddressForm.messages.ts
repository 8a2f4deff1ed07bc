/** Messages of AddressForm and AddressList: the address fields, the delivery options and the list's actions. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  createTitle: NoMessageValues;
  editTitle: NoMessageValues;
  company: NoMessageValues;
  street: NoMessageValues;
  postalCode: NoMessageValues;
  city: NoMessageValues;
  contactPerson: NoMessageValues;
  receiver: NoMessageValues;
  phone: NoMessageValues;
  phoneHelp: { length: number };
  fax: NoMessageValues;
  isElevator: NoMessageValues;
  isNotice: NoMessageValues;
  deliveryType: NoMessageValues;
  isDefault: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  cancel: NoMessageValues;
}>({
  createTitle: { id: 'address.form.createTitle', defaultMessage: 'New delivery address' },
  editTitle: { id: 'address.form.editTitle', defaultMessage: 'Edit delivery address' },
  company: { id: 'address.form.company', defaultMessage: 'Company' },
  street: { id: 'address.form.street', defaultMessage: 'Street' },
  postalCode: { id: 'address.form.postalCode', defaultMessage: 'Postal code' },
  city: { id: 'address.form.city', defaultMessage: 'City' },
  contactPerson: { id: 'address.form.contactPerson', defaultMessage: 'Contact person' },
  receiver: { id: 'address.form.receiver', defaultMessage: 'Receiver' },
  phone: { id: 'address.form.phone', defaultMessage: 'Phone' },
  phoneHelp: { id: 'address.form.phoneHelp', defaultMessage: '{length} digits, no spaces' },
  fax: { id: 'address.form.fax', defaultMessage: 'Fax' },
  isElevator: { id: 'address.form.isElevator', defaultMessage: 'Forklift needed' },
  isNotice: { id: 'address.form.isNotice', defaultMessage: 'Appointment before delivery' },
  deliveryType: { id: 'address.form.deliveryType', defaultMessage: 'Delivery' },
  isDefault: { id: 'address.form.isDefault', defaultMessage: 'Use as my default address' },
  save: { id: 'address.form.save', defaultMessage: 'Save address' },
  saving: { id: 'address.form.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'address.form.cancel', defaultMessage: 'Cancel' },
});
