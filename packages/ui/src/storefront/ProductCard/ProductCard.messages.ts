/** Messages of ProductCard: art. no., price on request, stock chip, per-40' hint, the quantity in a whole container and the add action. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  artNo: { artNo: string | number };
  brand: NoMessageValues;
  onRequest: NoMessageValues;
  inStock: { cn: string | number; de: string | number };
  production: { count: string | number };
  unavailable: NoMessageValues;
  laterDate: { date: string | number };
  per40: { count: string | number };
  inLoad: { count: string | number };
  add: NoMessageValues;
  addNamed: { name: string | number };
}>({
  artNo: { id: 'storefront.product.artNo', defaultMessage: 'Art. no. {artNo}' },
  brand: { id: 'storefront.product.brand', defaultMessage: 'Brand' },
  onRequest: { id: 'storefront.product.price.onRequest', defaultMessage: 'Price on request' },
  inStock: { id: 'storefront.product.card.inStock', defaultMessage: 'In stock: CN\u00a0{cn}\u00a0· DE\u00a0{de}' },
  production: { id: 'storefront.product.card.production', defaultMessage: 'In production: {count} pcs' },
  unavailable: { id: 'stock.temporarilyUnavailable', defaultMessage: 'Temporarily unavailable' },
  laterDate: { id: 'storefront.product.stock.laterDate', defaultMessage: 'More available from {date}' },
  per40: { id: 'storefront.product.card.per40', defaultMessage: "{count} pcs per 40'" },
  inLoad: { id: 'storefront.product.card.inLoad', defaultMessage: '{count} pcs in this container' },
  add: { id: 'storefront.product.card.add', defaultMessage: 'Add to container cart' },
  addNamed: { id: 'storefront.product.card.addNamed', defaultMessage: 'Add to container cart: {name}' },
});
