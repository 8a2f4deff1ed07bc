/** Messages of BuyBox: prices, the quantity stepper and the add actions. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: NoMessageValues;
  unitPrice: NoMessageValues;
  discountPrice: NoMessageValues;
  onRequest: NoMessageValues;
  quantity: NoMessageValues;
  stepHint: { step: string | number };
  maxHint: { step: string | number; max: string | number };
  quantityRequired: { min: string | number };
  addToContainer: NoMessageValues;
  addToPallet: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  label: { id: 'storefront.product.buy.label', defaultMessage: 'Buy' },
  unitPrice: { id: 'storefront.product.price.unit', defaultMessage: 'Unit price' },
  discountPrice: { id: 'storefront.product.price.discount', defaultMessage: 'Discount price' },
  onRequest: { id: 'storefront.product.price.onRequest', defaultMessage: 'Price on request' },
  quantity: { id: 'storefront.product.buy.quantity', defaultMessage: 'Quantity' },
  stepHint: { id: 'storefront.product.buy.stepHint', defaultMessage: 'In packing units of {step} pcs' },
  maxHint: { id: 'storefront.product.buy.maxHint', defaultMessage: 'In packing units of {step} pcs, at most {max} pcs' },
  quantityRequired: { id: 'storefront.product.buy.quantityRequired', defaultMessage: 'Choose a quantity: at least {min} pcs.' },
  addToContainer: { id: 'storefront.product.buy.addToContainer', defaultMessage: 'Add to container cart' },
  addToPallet: { id: 'storefront.product.buy.addToPallet', defaultMessage: 'Add to pallet' },
  unavailable: { id: 'stock.temporarilyUnavailable', defaultMessage: 'Temporarily unavailable' },
});
