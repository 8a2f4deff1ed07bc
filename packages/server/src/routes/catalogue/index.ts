/** The catalogue: categories, products, brands, families, search, downloads, shop-wide reference data (the data side). */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.js';
import { brandFamilyRoutes } from './brands-families.js';
import { cabinetRoutes } from './cabinet.js';
import { cartSheetRoutes } from './cart-sheet.js';
import { categoryRoutes } from './categories.js';
import { dataClassRoutes } from './data-classes.js';
import { fileRoutes } from './files.js';
import { menuRoutes } from './menus.js';
import { recommendationRoutes } from './recommendations.js';
import { searchRoutes } from './search.js';
import { shopInfoRoutes } from './shop-info.js';
import { skuRoutes } from './skus.js';
import { stockPartRoutes } from './stock-parts.js';
import { threeDRoutes } from './three-d.js';
import { widgetRoutes } from './widgets.js';

export const catalogueRoutes = new Hono<AppEnv>()
  .route('/', categoryRoutes)
  .route('/', recommendationRoutes)
  .route('/', brandFamilyRoutes)
  .route('/', skuRoutes)
  .route('/', stockPartRoutes)
  .route('/', searchRoutes)
  .route('/', dataClassRoutes)
  .route('/', fileRoutes)
  .route('/', shopInfoRoutes)
  .route('/', menuRoutes)
  .route('/', cabinetRoutes)
  .route('/', cartSheetRoutes)
  .route('/', threeDRoutes)
  .route('/', widgetRoutes);
