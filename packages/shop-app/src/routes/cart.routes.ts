/** Routes of the cart area (one line per route; the screens live in ../screens/cart/). */
import type { AppRoute } from './types.js';

export const cartRoutes: AppRoute[] = [
  { path: '/shopping', layout: 'storefront', screen: () => import('../screens/cart/ContainerCartScreen.js') },
  { path: '/pallet', layout: 'storefront', screen: () => import('../screens/cart/PalletCartScreen.js') },
];
