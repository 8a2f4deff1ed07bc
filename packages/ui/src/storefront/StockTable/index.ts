export { StockTable, type StockTableProps } from './StockTable.js';
