/**
 * Routes of the parts area (one line per route; the screens live in ../screens/parts/). The parts home, the parts
 * detail and /partsServiceDetail are product pages and live with the browse routes.
 */
import type { AppRoute } from './types.js';
import { pageTitles } from './page-titles.messages.js';

export const partsRoutes: AppRoute[] = [
  { path: '/partsService', layout: 'parts', pageTitle: pageTitles.partsService, screen: () => import('../screens/parts/PartsServiceScreen.js') },
  { path: '/personalParts', layout: 'parts', pageTitle: pageTitles.partsPersonal, screen: () => import('../screens/parts/PersonalPartsScreen.js') },
];
