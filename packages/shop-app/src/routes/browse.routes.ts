/** Routes of the browse area (one line per route; the screens live in ../screens/browse/). */
import type { AppRoute } from './types.js';

export const browseRoutes: AppRoute[] = [];
