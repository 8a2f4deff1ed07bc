/** Routes of the cart area (one line per route; the screens live in ../screens/cart/). */
import type { AppRoute } from './types.js';

export const cartRoutes: AppRoute[] = [
  { path: '/shopping', layout: 'storefront', screen: () => import('../screens/cart/ContainerCartScreen.js') },
  { path: '/pallet', layout: 'storefront', screen: () => import('../screens/cart/PalletCartScreen.js') },
  { path: '/myOrders', layout: 'storefront', screen: () => import('../screens/order/MyOrdersScreen.js') },
  { path: '/Order', layout: 'storefront', screen: () => import('../screens/order/OrderScreen.js') },
  { path: '/editOrder', layout: 'storefront', screen: () => import('../screens/order/EditOrderScreen.js') },
  { path: '/editPalletOrder', layout: 'storefront', screen: () => import('../screens/order/EditOrderScreen.js') },
  { path: '/placeOrder', layout: 'storefront', screen: () => import('../screens/order/PlaceOrderScreen.js') },
];
