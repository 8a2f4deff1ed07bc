/** Routes of the quick order (one line per route; the screen lives in ../screens/quickorder/). */
import type { AppRoute } from './types.js';
import { pageTitles } from './page-titles.messages.js';

export const quickOrderRoutes: AppRoute[] = [
  { path: '/quickOrder', layout: 'storefront', pageTitle: pageTitles.quickOrder, screen: () => import('../screens/quickorder/QuickOrderScreen.js') },
];
