export { OrderList, type OrderListProps } from './OrderList.js';
