export { BuyBox, type BuyBoxProps, type BuyBoxProduct } from './BuyBox.js';
