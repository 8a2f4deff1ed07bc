export { QuickOrder, type QuickOrderProps } from './QuickOrder.js';
export { QuickOrderRows, problemText } from './QuickOrderRows.js';
export { csvToQuickOrderText, type CsvResult } from './parseCsv.js';
