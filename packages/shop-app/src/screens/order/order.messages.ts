/** Messages of the order screens (catalogue area file storefront-order.json). */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const orderMessages = defineMessages<{
  placeContainer: NoMessageValues;
  placePallet: NoMessageValues;
  cartEmpty: NoMessageValues;
  backToCart: NoMessageValues;
  myOrders: NoMessageValues;
  orderTitle: { orderNo: string };
  editTitle: { orderNo: string };
  notFound: NoMessageValues;
  loadFailed: NoMessageValues;
  formLoadFailed: NoMessageValues;
  notEditable: NoMessageValues;
  reorderSkipped: { items: string };
  reorderNoneAvailable: { items: string };
  discardChanges: NoMessageValues;
  linesError: NoMessageValues;
}>({
  placeContainer: { id: 'storefront.order.placeContainer', defaultMessage: 'Order the container' },
  placePallet: { id: 'storefront.order.placePallet', defaultMessage: 'Order the pallets' },
  cartEmpty: { id: 'storefront.order.cartEmpty', defaultMessage: 'There is nothing in this cart to order.' },
  backToCart: { id: 'storefront.order.backToCart', defaultMessage: 'Back to the cart' },
  myOrders: { id: 'storefront.order.myOrders', defaultMessage: 'My orders' },
  orderTitle: { id: 'storefront.order.orderTitle', defaultMessage: 'Order {orderNo}' },
  editTitle: { id: 'storefront.order.editTitle', defaultMessage: 'Edit order {orderNo}' },
  notFound: { id: 'storefront.order.notFound', defaultMessage: 'This order could not be found.' },
  loadFailed: { id: 'storefront.order.loadFailed', defaultMessage: 'This order could not be loaded.' },
  formLoadFailed: { id: 'storefront.order.formLoadFailed', defaultMessage: 'The cart or your delivery addresses could not be loaded.' },
  notEditable: { id: 'storefront.order.notEditable', defaultMessage: 'This order can no longer be changed: the shop has confirmed it.' },
  reorderSkipped: {
    id: 'storefront.order.reorderSkipped',
    defaultMessage: 'The other lines are in the cart. No longer available: {items}',
  },
  reorderNoneAvailable: {
    id: 'storefront.order.reorderNoneAvailable',
    defaultMessage: 'Nothing was added to the cart: none of these lines is available now: {items}',
  },
  discardChanges: { id: 'storefront.order.discardChanges', defaultMessage: 'Discard changes' },
  linesError: { id: 'storefront.order.linesError', defaultMessage: 'The goods of this order could not be loaded.' },
});
