/** Messages of the after-sales list: its name, filter, columns and the empty state. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  list: NoMessageValues;
  status: NoMessageValues;
  allStatuses: NoMessageValues;
  empty: NoMessageValues;
  loadFailed: NoMessageValues;
  open: { serviceNo: string };
  serviceType: NoMessageValues;
  quantityLabel: NoMessageValues;
  quantity: { count: number };
}>({
  list: { id: 'afterSales.list.title', defaultMessage: 'After-sales orders' },
  status: { id: 'afterSales.list.status', defaultMessage: 'Status' },
  allStatuses: { id: 'afterSales.list.allStatuses', defaultMessage: 'All statuses' },
  empty: { id: 'afterSales.list.empty', defaultMessage: 'No after-sales requests yet.' },
  loadFailed: { id: 'afterSales.list.loadFailed', defaultMessage: 'Your after-sales requests could not be loaded.' },
  open: { id: 'afterSales.list.open', defaultMessage: 'Open after-sales request {serviceNo}' },
  serviceType: { id: 'afterSales.list.serviceType', defaultMessage: 'Service type' },
  quantityLabel: { id: 'afterSales.list.quantityLabel', defaultMessage: 'Quantity' },
  quantity: {
    id: 'afterSales.list.quantity',
    defaultMessage: '{count, plural, one {# piece} other {# pieces}}',
  },
});
