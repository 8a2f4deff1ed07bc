/** AfterSalesList styles: the shared record list (filter above one wrapped line per request); the status is a StatusChip. */
export { empty, list, muted, row, rows, toolbar } from '../../styles/records.css.js';
