/** Routes of the browse area (one line per route; the screens live in ../screens/browse/, the footer's pages in ../screens/info/). */
import type { AppRoute } from './types.js';

export const browseRoutes: AppRoute[] = [
  { path: '/', layout: 'storefront', screen: () => import('../screens/browse/HomeScreen.js') },
  { path: '/index', layout: 'storefront', screen: () => import('../screens/browse/HomeScreen.js') },
  { path: '/product', layout: 'storefront', screen: () => import('../screens/browse/BrandsScreen.js') },
  { path: '/family', layout: 'storefront', screen: () => import('../screens/browse/FamilyScreen.js') },
  { path: '/partsFamily', layout: 'parts', screen: () => import('../screens/browse/PartsFamilyScreen.js') },
  { path: '/classification', layout: 'storefront', screen: () => import('../screens/browse/CategoryScreen.js') },
  { path: '/search', layout: 'storefront', screen: () => import('../screens/browse/SearchScreen.js') },
  { path: '/detail', layout: 'storefront', screen: () => import('../screens/browse/DetailScreen.js') },
  { path: '/detailParts', layout: 'parts', screen: () => import('../screens/browse/DetailPartsScreen.js') },
  { path: '/partsServiceDetail', layout: 'parts', screen: () => import('../screens/browse/PartsServiceDetailScreen.js') },
  { path: '/CaDetail', layout: 'storefront', screen: () => import('../screens/browse/WholeContainerScreen.js') },
  { path: '/productPageParts', layout: 'parts', public: true, screen: () => import('../screens/browse/PartsHomeScreen.js') },
  { path: '/aboutUs', layout: 'storefront', public: true, screen: () => import('../screens/info/AboutScreen.js') },
  { path: '/news', layout: 'storefront', public: true, screen: () => import('../screens/info/NewsScreen.js') },
  { path: '/termsOfService', layout: 'storefront', public: true, screen: () => import('../screens/info/TermsScreen.js') },
  { path: '/commonProblems', layout: 'storefront', public: true, screen: () => import('../screens/info/FaqScreen.js') },
  { path: '/shareShow', layout: 'storefront', public: true, screen: () => import('../screens/browse/ShareShowScreen.js') },
];
