/** Routes of the quick order (one line per route; the screen lives in ../screens/quickorder/). */
import type { AppRoute } from './types.js';

export const quickOrderRoutes: AppRoute[] = [
  { path: '/quickOrder', layout: 'storefront', screen: () => import('../screens/quickorder/QuickOrderScreen.js') },
];
