export { CategoryList, type CategoryListProps } from './CategoryList.js';
