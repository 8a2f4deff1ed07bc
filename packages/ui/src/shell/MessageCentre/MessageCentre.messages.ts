/** Messages of the messages centre: its table, actions, confirmation, detail dialog and load states. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  tableLabel: NoMessageValues;
  toolbar: NoMessageValues;
  markRead: NoMessageValues;
  delete: NoMessageValues;
  collectOne: { title: string | number };
  columnTitle: NoMessageValues;
  columnSender: NoMessageValues;
  columnTime: NoMessageValues;
  columnState: NoMessageValues;
  columnActions: NoMessageValues;
  untitled: NoMessageValues;
  unknownSender: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  loading: NoMessageValues;
  error: NoMessageValues;
  retry: NoMessageValues;
  detailFrom: NoMessageValues;
  detailSent: NoMessageValues;
  detailState: NoMessageValues;
  detailDelivery: NoMessageValues;
  close: NoMessageValues;
  selected: { count: number };
  deleteConfirm: { count: number };
}>({
  tableLabel: { id: 'shell.messages.table', defaultMessage: 'My messages' },
  toolbar: { id: 'shell.messages.toolbar', defaultMessage: 'Actions on the selected messages' },
  selected: {
    id: 'shell.messages.selected',
    defaultMessage: '{count, plural, =0 {No message selected} one {# message selected} other {# messages selected}}',
  },
  markRead: { id: 'shell.messages.markRead', defaultMessage: 'Mark as read' },
  delete: { id: 'shell.messages.delete', defaultMessage: 'Delete' },
  deleteConfirm: {
    id: 'shell.messages.deleteConfirm',
    defaultMessage: '{count, plural, one {Delete the selected message?} other {Delete the # selected messages?}} This cannot be undone.',
  },
  collectOne: { id: 'shell.messages.collectOne', defaultMessage: 'Collect “{title}”' },
  columnTitle: { id: 'shell.messages.column.title', defaultMessage: 'Title' },
  columnSender: { id: 'shell.messages.column.sender', defaultMessage: 'From' },
  columnTime: { id: 'shell.messages.column.time', defaultMessage: 'Sent' },
  columnState: { id: 'shell.messages.column.state', defaultMessage: 'Status' },
  columnActions: { id: 'shell.messages.column.actions', defaultMessage: 'Actions' },
  untitled: { id: 'shell.messages.untitled', defaultMessage: '(no title)' },
  unknownSender: { id: 'shell.messages.unknownSender', defaultMessage: 'System' },
  empty: { id: 'shell.messages.empty', defaultMessage: 'No messages' },
  emptyHint: { id: 'shell.messages.emptyHint', defaultMessage: 'Messages from the shop and your sales contact appear here.' },
  loading: { id: 'shell.messages.loading', defaultMessage: 'Loading messages…' },
  error: { id: 'shell.messages.error', defaultMessage: 'The messages could not be loaded.' },
  retry: { id: 'shell.messages.retry', defaultMessage: 'Try again' },
  detailFrom: { id: 'shell.messages.detail.from', defaultMessage: 'From' },
  detailSent: { id: 'shell.messages.detail.sent', defaultMessage: 'Sent' },
  detailState: { id: 'shell.messages.detail.state', defaultMessage: 'Status' },
  detailDelivery: { id: 'shell.messages.detail.delivery', defaultMessage: 'Delivery' },
  close: { id: 'shell.messages.detail.close', defaultMessage: 'Close' },
});
