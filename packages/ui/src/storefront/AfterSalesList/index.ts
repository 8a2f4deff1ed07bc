export { AfterSalesList, type AfterSalesListProps } from './AfterSalesList.js';
