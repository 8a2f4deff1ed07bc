/** Messages of ContainerCart and CartLine: the columns, selection, removal, totals and ordering. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  containerTitle: NoMessageValues;
  palletTitle: NoMessageValues;
  lines: NoMessageValues;
  image: NoMessageValues;
  artNo: NoMessageValues;
  name: NoMessageValues;
  quantity: NoMessageValues;
  unitPrice: NoMessageValues;
  linePrice: NoMessageValues;
  volume: NoMessageValues;
  weight: NoMessageValues;
  selectColumn: NoMessageValues;
  select: { name: string };
  selectAll: NoMessageValues;
  quantityOf: { name: string };
  packingUnit: { count: number };
  maxQuantity: { count: number };
  unavailable: NoMessageValues;
  fill: NoMessageValues;
  fillLabel: { count: number; name: string; type: string };
  fillNone: { name: string; type: string };
  remove: { count: number };
  removeQuestion: { count: number };
  removeConfirm: NoMessageValues;
  lastLineExplained: NoMessageValues;
  kilograms: { value: string };
  totals: NoMessageValues;
  totalLines: NoMessageValues;
  totalQuantity: NoMessageValues;
  totalPrice: NoMessageValues;
  totalVolume: NoMessageValues;
  totalWeight: NoMessageValues;
  order: NoMessageValues;
  download: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
}>({
  containerTitle: { id: 'cart.container.title', defaultMessage: 'Container cart' },
  palletTitle: { id: 'cart.pallet.title', defaultMessage: 'Pallet cart' },
  lines: { id: 'cart.lines', defaultMessage: 'Cart lines' },
  image: { id: 'cart.column.image', defaultMessage: 'Image' },
  artNo: { id: 'cart.column.artNo', defaultMessage: 'Art. no.' },
  name: { id: 'cart.column.name', defaultMessage: 'Item' },
  quantity: { id: 'cart.column.quantity', defaultMessage: 'Quantity' },
  unitPrice: { id: 'cart.column.unitPrice', defaultMessage: 'Unit price' },
  linePrice: { id: 'cart.column.linePrice', defaultMessage: 'Line price' },
  volume: { id: 'cart.column.volume', defaultMessage: 'Volume' },
  weight: { id: 'cart.column.weight', defaultMessage: 'Weight' },
  selectColumn: { id: 'cart.column.select', defaultMessage: 'Selection' },
  select: { id: 'cart.select', defaultMessage: 'Select {name}' },
  selectAll: { id: 'cart.selectAll', defaultMessage: 'Select all lines' },
  quantityOf: { id: 'cart.quantityOf', defaultMessage: 'Quantity of {name}' },
  packingUnit: { id: 'cart.packingUnit', defaultMessage: 'Cartons of {count}' },
  maxQuantity: { id: 'cart.maxQuantity', defaultMessage: 'At most {count}' },
  unavailable: { id: 'cart.unavailable', defaultMessage: 'Temporarily unavailable' },
  fill: { id: 'cart.fill', defaultMessage: 'Fill up' },
  fillLabel: { id: 'cart.fillLabel', defaultMessage: 'Add {count} of {name} to fill the {type}' },
  fillNone: { id: 'cart.fillNone', defaultMessage: 'No more of {name} fits in the {type}' },
  remove: { id: 'cart.remove', defaultMessage: 'Remove selected ({count})' },
  removeQuestion: {
    id: 'cart.removeQuestion',
    defaultMessage: '{count, plural, one {Remove # line from the cart?} other {Remove # lines from the cart?}}',
  },
  removeConfirm: { id: 'cart.removeConfirm', defaultMessage: 'Remove' },
  lastLineExplained: {
    id: 'cart.lastLineExplained',
    defaultMessage: 'Keep at least one line: to empty the cart, place the order or change the last line’s quantity.',
  },
  kilograms: { id: 'cart.kilograms', defaultMessage: '{value} kg' },
  totals: { id: 'cart.totals', defaultMessage: 'Totals' },
  totalLines: { id: 'cart.totalLines', defaultMessage: 'Lines' },
  totalQuantity: { id: 'cart.totalQuantity', defaultMessage: 'Pieces' },
  totalPrice: { id: 'cart.totalPrice', defaultMessage: 'Total price' },
  totalVolume: { id: 'cart.totalVolume', defaultMessage: 'Total volume' },
  totalWeight: { id: 'cart.totalWeight', defaultMessage: 'Total weight' },
  order: { id: 'cart.order', defaultMessage: 'Place order' },
  download: { id: 'cart.download', defaultMessage: 'Download cart sheet' },
  empty: { id: 'cart.empty', defaultMessage: 'Your cart is empty.' },
  emptyHint: { id: 'cart.emptyHint', defaultMessage: 'Add products from the catalogue or use the quick order.' },
});
