export {
  AfterSalesStatus,
  AFTER_SALES_CANCELLED,
  useAfterSalesStatusText,
  type AfterSalesStatusProps,
} from './AfterSalesStatus.js';
