export { ProductCard, type ProductCardProps, type ProductCardData } from './ProductCard.js';
