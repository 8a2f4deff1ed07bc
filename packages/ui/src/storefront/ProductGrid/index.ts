export { ProductGrid, type ProductGridProps, type ProductGridStatus } from './ProductGrid.js';
