/** Routes of the browse area (one line per route; the screens live in ../screens/browse/, the footer's pages in ../screens/info/). */
import type { AppRoute } from './types.js';
import { pageTitles } from './page-titles.messages.js';

export const browseRoutes: AppRoute[] = [
  { path: '/', layout: 'storefront', pageTitle: pageTitles.home, screen: () => import('../screens/browse/HomeScreen.js') },
  { path: '/index', layout: 'storefront', pageTitle: pageTitles.home, screen: () => import('../screens/browse/HomeScreen.js') },
  { path: '/product', layout: 'storefront', pageTitle: pageTitles.brands, screen: () => import('../screens/browse/BrandsScreen.js') },
  { path: '/family', layout: 'storefront', pageTitle: pageTitles.family, screen: () => import('../screens/browse/FamilyScreen.js') },
  { path: '/partsFamily', layout: 'parts', pageTitle: pageTitles.partsFamily, screen: () => import('../screens/browse/PartsFamilyScreen.js') },
  { path: '/classification', layout: 'storefront', pageTitle: pageTitles.category, screen: () => import('../screens/browse/CategoryScreen.js') },
  { path: '/search', layout: 'storefront', pageTitle: pageTitles.search, screen: () => import('../screens/browse/SearchScreen.js') },
  { path: '/detail', layout: 'storefront', pageTitle: pageTitles.product, screen: () => import('../screens/browse/DetailScreen.js') },
  { path: '/detailParts', layout: 'parts', pageTitle: pageTitles.sparePart, screen: () => import('../screens/browse/DetailPartsScreen.js') },
  { path: '/partsServiceDetail', layout: 'parts', pageTitle: pageTitles.partsServiceDetail, screen: () => import('../screens/browse/PartsServiceDetailScreen.js') },
  { path: '/CaDetail', layout: 'storefront', pageTitle: pageTitles.wholeContainer, screen: () => import('../screens/browse/WholeContainerScreen.js') },
  { path: '/productPageParts', layout: 'parts', public: true, pageTitle: pageTitles.parts, screen: () => import('../screens/browse/PartsHomeScreen.js') },
  { path: '/aboutUs', layout: 'storefront', public: true, pageTitle: pageTitles.about, screen: () => import('../screens/info/AboutScreen.js') },
  { path: '/news', layout: 'storefront', public: true, pageTitle: pageTitles.news, screen: () => import('../screens/info/NewsScreen.js') },
  { path: '/termsOfService', layout: 'storefront', public: true, pageTitle: pageTitles.terms, screen: () => import('../screens/info/TermsScreen.js') },
  { path: '/commonProblems', layout: 'storefront', public: true, pageTitle: pageTitles.faq, screen: () => import('../screens/info/FaqScreen.js') },
  { path: '/shareShow', layout: 'storefront', public: true, pageTitle: pageTitles.shared, screen: () => import('../screens/browse/ShareShowScreen.js') },
];
