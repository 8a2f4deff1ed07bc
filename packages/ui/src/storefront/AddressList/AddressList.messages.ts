/** Messages of AddressList: the list, its actions, the delete question and the facts shown per address. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  add: NoMessageValues;
  empty: NoMessageValues;
  edit: { name: string };
  editShort: NoMessageValues;
  delete: { name: string };
  deleteTitle: NoMessageValues;
  deleteQuestion: { name: string };
  deleteConfirm: NoMessageValues;
  default: NoMessageValues;
  incomplete: { fields: string };
  complete: NoMessageValues;
  yes: NoMessageValues;
  no: NoMessageValues;
  unnamed: NoMessageValues;
}>({
  title: { id: 'address.list.title', defaultMessage: 'Delivery addresses' },
  add: { id: 'address.list.add', defaultMessage: 'Add an address' },
  empty: {
    id: 'address.list.empty',
    defaultMessage: 'You have no delivery address yet. Add one to place orders.',
  },
  edit: { id: 'address.list.edit', defaultMessage: 'Edit {name}' },
  editShort: { id: 'address.list.editShort', defaultMessage: 'Edit' },
  delete: { id: 'address.list.delete', defaultMessage: 'Delete {name}' },
  deleteTitle: { id: 'address.list.deleteTitle', defaultMessage: 'Delete the address?' },
  deleteQuestion: {
    id: 'address.list.deleteQuestion',
    defaultMessage: 'Delete the address “{name}”? Orders already placed keep their address.',
  },
  deleteConfirm: { id: 'address.list.deleteConfirm', defaultMessage: 'Delete' },
  default: { id: 'address.list.default', defaultMessage: 'Default address' },
  incomplete: {
    id: 'address.list.incomplete',
    defaultMessage: 'Incomplete – orders cannot ship here until it has: {fields}',
  },
  complete: { id: 'address.list.complete', defaultMessage: 'Ready for orders' },
  yes: { id: 'address.list.yes', defaultMessage: 'Yes' },
  no: { id: 'address.list.no', defaultMessage: 'No' },
  unnamed: { id: 'address.list.unnamed', defaultMessage: 'Address without a company' },
});
