/** Messages of OrderLinesEditor: its heading, the last-line refusal and the add-by-art.-no. row (the columns are the cart's). */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  lastLine: NoMessageValues;
  addTitle: NoMessageValues;
  artNo: NoMessageValues;
  quantity: NoMessageValues;
  add: NoMessageValues;
  artNoRequired: NoMessageValues;
  added: { name: string; count: number };
  addedTo: { name: string; count: number; total: number };
  overMaximumInOrder: { max: number; inOrder: number };
  lookupFailed: NoMessageValues;
}>({
  title: { id: 'order.lines.title', defaultMessage: 'Goods' },
  intro: {
    id: 'order.lines.intro',
    defaultMessage: 'Change quantities, remove lines or add products by art. no. Nothing changes until you save the order.',
  },
  lastLine: { id: 'order.lines.lastLine', defaultMessage: 'An order keeps at least one line: change its quantity instead.' },
  addTitle: { id: 'order.lines.addTitle', defaultMessage: 'Add a product' },
  artNo: { id: 'order.lines.artNo', defaultMessage: 'Art. no.' },
  quantity: { id: 'order.lines.quantity', defaultMessage: 'Quantity' },
  add: { id: 'order.lines.add', defaultMessage: 'Add to the order' },
  artNoRequired: { id: 'order.lines.artNoRequired', defaultMessage: 'Enter an art. no.' },
  added: { id: 'order.lines.added', defaultMessage: 'Added {count, number} × {name}.' },
  addedTo: { id: 'order.lines.addedTo', defaultMessage: 'Added {count, number} × {name}: the order now holds {total, number}.' },
  overMaximumInOrder: {
    id: 'order.lines.overMaximumInOrder',
    defaultMessage: 'More than the maximum of {max, number} for this product: the order already holds {inOrder, number}',
  },
  lookupFailed: { id: 'order.lines.lookupFailed', defaultMessage: 'The product could not be looked up. Try again.' },
});
