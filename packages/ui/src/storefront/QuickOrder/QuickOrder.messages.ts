/** Messages of QuickOrder: the box, the CSV upload, the rows with their problems, and adding to a cart. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  intro: { max: number };
  box: NoMessageValues;
  boxHelp: NoMessageValues;
  boxEmpty: NoMessageValues;
  check: NoMessageValues;
  checking: NoMessageValues;
  csvDrop: NoMessageValues;
  csvZone: NoMessageValues;
  csvChoose: NoMessageValues;
  csvHint: { max: number };
  csvUnreadable: NoMessageValues;
  csvNoColumns: NoMessageValues;
  stale: NoMessageValues;
  summary: { valid: number; total: number };
  rowsCaption: NoMessageValues;
  line: NoMessageValues;
  product: NoMessageValues;
  quantity: NoMessageValues;
  status: NoMessageValues;
  ready: NoMessageValues;
  merged: { line: number };
  mergedFrom: { count: number; lines: string };
  target: NoMessageValues;
  container: NoMessageValues;
  pallet: NoMessageValues;
  addTo: { count: number; target: string };
  adding: NoMessageValues;
  added: { count: number; target: string };
  addedAll: { count: number; target: string };
  unreadable: NoMessageValues;
  quantityInvalid: { quantity: string; min: number; max: number };
  skuUnknown: NoMessageValues;
  stockZero: NoMessageValues;
  overMaximum: { max: number };
  overMaximumInCart: { max: number; inCart: number };
  notPacking: { step: number; lower: number; higher: number };
  notPackingUp: { step: number; higher: number };
  tooManyRows: { max: number };
  notPackingRefused: NoMessageValues;
  unreadableRefused: NoMessageValues;
  quantityInvalidRefused: NoMessageValues;
  skuUnknownRefused: NoMessageValues;
  stockZeroRefused: NoMessageValues;
  overMaximumRefused: NoMessageValues;
  tooManyRowsRefused: NoMessageValues;
}>({
  title: { id: 'storefront.quickOrder.title', defaultMessage: 'Quick order' },
  intro: {
    id: 'storefront.quickOrder.intro',
    defaultMessage: 'Paste up to {max, number} lines of SKU and quantity, or upload a CSV file with the columns SKU and QTY.',
  },
  box: { id: 'storefront.quickOrder.box', defaultMessage: 'SKU and quantity, one line each' },
  boxHelp: {
    id: 'storefront.quickOrder.boxHelp',
    defaultMessage: 'Separate them with a tab, space, comma or semicolon, e.g. SV01-101 10. Ctrl+Enter checks the lines.',
  },
  boxEmpty: { id: 'storefront.quickOrder.boxEmpty', defaultMessage: 'Paste or type at least one line.' },
  check: { id: 'storefront.quickOrder.check', defaultMessage: 'Check lines' },
  checking: { id: 'storefront.quickOrder.checking', defaultMessage: 'Checking the lines…' },
  csvDrop: { id: 'storefront.quickOrder.csvDrop', defaultMessage: 'Drop a CSV file here or' },
  // The drop zone's name (react-aria's own word is English "DropZone" in every language).
  csvZone: { id: 'storefront.quickOrder.csvZone', defaultMessage: 'Drop zone for a CSV file' },
  csvChoose: { id: 'storefront.quickOrder.csvChoose', defaultMessage: 'Choose a CSV file' },
  csvHint: { id: 'storefront.quickOrder.csvHint', defaultMessage: 'Columns SKU and QTY, up to {max, number} rows.' },
  csvUnreadable: { id: 'storefront.quickOrder.csvUnreadable', defaultMessage: 'This file could not be read as CSV.' },
  csvNoColumns: {
    id: 'storefront.quickOrder.csvNoColumns',
    defaultMessage: 'The file has no SKU and QTY columns and no rows of SKU and quantity.',
  },
  stale: { id: 'storefront.quickOrder.stale', defaultMessage: 'The lines have changed: check them again before adding.' },
  summary: {
    id: 'storefront.quickOrder.summary',
    defaultMessage: '{valid, plural, other {# of {total, plural, one {# line} other {# lines}} can be added}}',
  },
  rowsCaption: { id: 'storefront.quickOrder.rowsCaption', defaultMessage: 'Checked lines' },
  line: { id: 'storefront.quickOrder.line', defaultMessage: 'Line' },
  product: { id: 'storefront.quickOrder.product', defaultMessage: 'Product' },
  quantity: { id: 'storefront.quickOrder.quantity', defaultMessage: 'Quantity' },
  status: { id: 'storefront.quickOrder.status', defaultMessage: 'Check' },
  ready: { id: 'storefront.quickOrder.ready', defaultMessage: 'Ready to add' },
  merged: { id: 'storefront.quickOrder.merged', defaultMessage: 'Same SKU: counted in line {line}' },
  mergedFrom: {
    id: 'storefront.quickOrder.mergedFrom',
    defaultMessage: '{count, plural, one {with line {lines}} other {with lines {lines}}}',
  },
  target: { id: 'storefront.quickOrder.target', defaultMessage: 'Add to' },
  container: { id: 'storefront.quickOrder.container', defaultMessage: 'Container cart' },
  pallet: { id: 'storefront.quickOrder.pallet', defaultMessage: 'Pallet cart' },
  addTo: {
    id: 'storefront.quickOrder.addTo',
    defaultMessage: '{count, plural, one {Add # line to the {target}} other {Add # lines to the {target}}}',
  },
  adding: { id: 'storefront.quickOrder.adding', defaultMessage: 'Adding the lines…' },
  added: {
    id: 'storefront.quickOrder.added',
    defaultMessage:
      '{count, plural, one {# line was added to the {target}. The lines that need fixing are still in the box.} other {# lines were added to the {target}. The lines that need fixing are still in the box.}}',
  },
  addedAll: {
    id: 'storefront.quickOrder.addedAll',
    defaultMessage: '{count, plural, one {# line was added to the {target}.} other {# lines were added to the {target}.}}',
  },
  unreadable: { id: 'storefront.quickOrder.row.unreadable', defaultMessage: 'Write one SKU and one quantity, e.g. SV01-101 10' },
  quantityInvalid: {
    id: 'storefront.quickOrder.row.quantityInvalid',
    defaultMessage: '“{quantity}” is not an accepted quantity: use a whole number from {min, number} to {max, number}',
  },
  skuUnknown: { id: 'storefront.quickOrder.row.skuUnknown', defaultMessage: 'No product has this SKU' },
  stockZero: { id: 'storefront.quickOrder.row.stockZero', defaultMessage: 'Temporarily unavailable' },
  overMaximum: { id: 'storefront.quickOrder.row.overMaximum', defaultMessage: 'More than the maximum of {max, number} for this product' },
  overMaximumInCart: {
    id: 'storefront.quickOrder.row.overMaximumInCart',
    defaultMessage: 'More than the maximum of {max, number} for this product: the cart already holds {inCart, number}',
  },
  notPacking: {
    id: 'storefront.quickOrder.row.notPacking',
    defaultMessage: 'Sold in cartons of {step, number}: order {lower, number} or {higher, number}',
  },
  notPackingUp: {
    id: 'storefront.quickOrder.row.notPackingUp',
    defaultMessage: 'Sold in cartons of {step, number}: order {higher, number}',
  },
  tooManyRows: { id: 'storefront.quickOrder.row.tooManyRows', defaultMessage: 'Only {max, number} lines at a time: add this one in the next batch' },
  // The server's refusal of a batch off the packing unit (addBatch with wholeCartons) names this key.
  notPackingRefused: { id: 'quickOrder.quantity.packing', defaultMessage: 'A quantity is not a whole number of cartons.' },
  // The rules' row problems are message keys too (the server may name them): a plain text for each.
  unreadableRefused: { id: 'quickOrder.line.unreadable', defaultMessage: 'Write one SKU and one quantity per line.' },
  quantityInvalidRefused: { id: 'quickOrder.quantity.invalid', defaultMessage: 'A quantity is not a whole number from 1.' },
  skuUnknownRefused: { id: 'quickOrder.sku.unknown', defaultMessage: 'No product has this SKU.' },
  stockZeroRefused: { id: 'quickOrder.stock.zero', defaultMessage: 'A product is temporarily unavailable.' },
  overMaximumRefused: { id: 'quickOrder.quantity.max', defaultMessage: 'A quantity is more than the maximum for its product.' },
  tooManyRowsRefused: { id: 'quickOrder.rows.tooMany', defaultMessage: 'Too many lines for one batch.' },
});
