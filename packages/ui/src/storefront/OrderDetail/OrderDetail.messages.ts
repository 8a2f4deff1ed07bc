/** Messages of OrderDetail and OrderList: the order's fields, the actions and the list's filters. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  orderNo: NoMessageValues;
  orderDate: NoMessageValues;
  orderType: NoMessageValues;
  cabinetType: NoMessageValues;
  status: NoMessageValues;
  paymentTerms: NoMessageValues;
  paymentStatus: NoMessageValues;
  shippingAddress: NoMessageValues;
  port: NoMessageValues;
  forwarder: NoMessageValues;
  deliveryDate: NoMessageValues;
  receiptNo: NoMessageValues;
  eta: NoMessageValues;
  containers: NoMessageValues;
  totalVolume: NoMessageValues;
  totalAmount: NoMessageValues;
  remark: NoMessageValues;
  lines: NoMessageValues;
  quantity: NoMessageValues;
  quantityValue: { count: number };
  edit: NoMessageValues;
  reorder: NoMessageValues;
  afterSales: NoMessageValues;
  afterSalesFor: { item: string };
  open: { orderNo: string };
  allStatuses: NoMessageValues;
  search: NoMessageValues;
  empty: NoMessageValues;
  loadFailed: NoMessageValues;
  noMatch: { search: string };
  list: NoMessageValues;
}>({
  orderNo: { id: 'order.detail.orderNo', defaultMessage: 'Mall order number' },
  orderDate: { id: 'order.detail.orderDate', defaultMessage: 'Order date' },
  orderType: { id: 'order.detail.orderType', defaultMessage: 'Order type' },
  cabinetType: { id: 'order.detail.cabinetType', defaultMessage: 'Cabinet type' },
  status: { id: 'order.detail.status', defaultMessage: 'Status' },
  paymentTerms: { id: 'order.detail.paymentTerms', defaultMessage: 'Payment terms' },
  paymentStatus: { id: 'order.detail.paymentStatus', defaultMessage: 'Payment status' },
  shippingAddress: { id: 'order.detail.shippingAddress', defaultMessage: 'Shipping address' },
  port: { id: 'order.detail.port', defaultMessage: 'Destination port' },
  forwarder: { id: 'order.detail.forwarder', defaultMessage: 'Forwarding company' },
  deliveryDate: { id: 'order.detail.deliveryDate', defaultMessage: 'Delivery date' },
  receiptNo: { id: 'order.detail.receiptNo', defaultMessage: 'Receipt number' },
  eta: { id: 'order.detail.eta', defaultMessage: 'ETA' },
  containers: { id: 'order.detail.containers', defaultMessage: 'Number of containers' },
  totalVolume: { id: 'order.detail.totalVolume', defaultMessage: 'Total volume' },
  totalAmount: { id: 'order.detail.totalAmount', defaultMessage: 'Total amount' },
  remark: { id: 'order.detail.remark', defaultMessage: 'Remarks' },
  lines: { id: 'order.detail.lines', defaultMessage: 'Order lines' },
  quantity: { id: 'order.detail.quantity', defaultMessage: 'Quantity' },
  quantityValue: { id: 'order.detail.quantityValue', defaultMessage: 'Quantity: {count, number}' },
  edit: { id: 'order.detail.edit', defaultMessage: 'Edit order' },
  reorder: { id: 'order.detail.reorder', defaultMessage: 'Order again' },
  afterSales: { id: 'order.detail.afterSales', defaultMessage: 'After-sales' },
  afterSalesFor: { id: 'order.detail.afterSalesFor', defaultMessage: 'Apply for after-sales service: {item}' },
  open: { id: 'order.list.open', defaultMessage: 'Open order {orderNo}' },
  allStatuses: { id: 'order.list.allStatuses', defaultMessage: 'All statuses' },
  search: { id: 'order.list.search', defaultMessage: 'Order number' },
  empty: { id: 'order.list.empty', defaultMessage: 'No orders yet.' },
  loadFailed: { id: 'order.list.loadFailed', defaultMessage: 'Your orders could not be loaded.' },
  // The search looks through the page shown (the backend's list call takes no order number).
  noMatch: { id: 'order.list.noMatch', defaultMessage: 'No order number on this page contains “{search}”.' },
  list: { id: 'order.list.title', defaultMessage: 'My orders' },
});
