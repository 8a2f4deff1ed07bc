/** Routes of the aftersales area (one line per route; the screens live in ../screens/aftersales/). */
import type { AppRoute } from './types.js';

export const aftersalesRoutes: AppRoute[] = [
  {
    path: '/personal',
    layout: 'storefront',
    screen: () => import('../screens/aftersales/PersonalCentreScreen.js'),
  },
  {
    path: '/afterSalesApply',
    layout: 'storefront',
    screen: () => import('../screens/aftersales/AfterSalesApplyScreen.js'),
  },
  {
    path: '/afterSalesDetail',
    layout: 'storefront',
    screen: () => import('../screens/aftersales/AfterSalesDetailScreen.js'),
  },
];
