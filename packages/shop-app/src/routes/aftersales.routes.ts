/** Routes of the aftersales area (one line per route; the screens live in ../screens/aftersales/). */
import type { AppRoute } from './types.js';
import { pageTitles } from './page-titles.messages.js';

export const aftersalesRoutes: AppRoute[] = [
  {
    path: '/personal',
    layout: 'storefront',
    pageTitle: pageTitles.personal,
    screen: () => import('../screens/aftersales/PersonalCentreScreen.js'),
  },
  {
    path: '/afterSalesApply',
    layout: 'storefront',
    pageTitle: pageTitles.afterSalesApply,
    screen: () => import('../screens/aftersales/AfterSalesApplyScreen.js'),
  },
  {
    path: '/afterSalesDetail',
    layout: 'storefront',
    pageTitle: pageTitles.afterSalesDetail,
    screen: () => import('../screens/aftersales/AfterSalesDetailScreen.js'),
  },
];
