export { ContainerCart, type ContainerCartProps } from './ContainerCart.js';
export { CartLine, type CartLineProps } from './CartLine.js';
export { CartTotals } from './CartTotals.js';
export { priceOf, type CartLineData, type CartLineId } from './types.js';
export { OrderLines } from './OrderLines.js';
