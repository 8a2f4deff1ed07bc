/** Routes of the aftersales area (one line per route; the screens live in ../screens/aftersales/). */
import type { AppRoute } from './types.js';

export const aftersalesRoutes: AppRoute[] = [];
