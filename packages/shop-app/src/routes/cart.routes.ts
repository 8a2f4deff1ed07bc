/** Routes of the cart area (one line per route; the screens live in ../screens/cart/). */
import type { AppRoute } from './types.js';
import { pageTitles } from './page-titles.messages.js';

export const cartRoutes: AppRoute[] = [
  { path: '/shopping', layout: 'storefront', pageTitle: pageTitles.containerCart, screen: () => import('../screens/cart/ContainerCartScreen.js') },
  { path: '/pallet', layout: 'storefront', pageTitle: pageTitles.palletCart, screen: () => import('../screens/cart/PalletCartScreen.js') },
  { path: '/myOrders', layout: 'storefront', pageTitle: pageTitles.myOrders, screen: () => import('../screens/order/MyOrdersScreen.js') },
  { path: '/Order', layout: 'storefront', pageTitle: pageTitles.order, screen: () => import('../screens/order/OrderScreen.js') },
  { path: '/editOrder', layout: 'storefront', pageTitle: pageTitles.editOrder, screen: () => import('../screens/order/EditOrderScreen.js') },
  { path: '/editPalletOrder', layout: 'storefront', pageTitle: pageTitles.editOrder, screen: () => import('../screens/order/EditOrderScreen.js') },
  { path: '/placeOrder', layout: 'storefront', pageTitle: pageTitles.placeOrder, screen: () => import('../screens/order/PlaceOrderScreen.js') },
];
