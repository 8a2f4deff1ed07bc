export { SpareParts, type SparePartsProps } from './SpareParts.js';
