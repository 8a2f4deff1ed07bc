export { ProductLogistics, type ProductLogisticsProps, type ProductLogisticsData } from './ProductLogistics.js';
export { useCount } from './useCount.js';
