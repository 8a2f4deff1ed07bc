/** The catalogue: categories, products, brands, families, search, downloads (owned by the data side). */
import { Hono } from 'hono';
import type { AppEnv } from '../../app.js';
import { categoryRoutes } from './categories.js';

export const catalogueRoutes = new Hono<AppEnv>().route('/', categoryRoutes);
