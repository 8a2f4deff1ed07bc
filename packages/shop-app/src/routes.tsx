/**
 * The route table: every area's routes in the layout they name (storefront, parts, admin, bare), each guarded
 * by spec section 4's rules before it renders; unknown paths redirect to /404.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '@kontor/api/rules';
import { browserHistory, createShopRouter, type ShopHistory, type ShopRouter } from './router/index.js';
import { AppShell } from './AppShell.js';
import type { AppRoute } from './routes/types.js';
import { sessionRoutes } from './routes/session.routes.js';
import { browseRoutes } from './routes/browse.routes.js';
import { cartRoutes } from './routes/cart.routes.js';
import { quickOrderRoutes } from './routes/quickorder.routes.js';
import { aftersalesRoutes } from './routes/aftersales.routes.js';
import { partsRoutes } from './routes/parts.routes.js';
import { shellRoutes } from './routes/shell.routes.js';
import { adminRoutes } from './routes/admin.routes.js';
import { pageTitles } from './routes/page-titles.messages.js';
import { guardRoute } from './session/guards.js';

/** The home page until the browse area declares `/` and `/index` itself. */
const homeScreen = () => import('./pages/HomePage.js').then((module) => ({ default: module.HomePage }));
const HOME_ROUTES: AppRoute[] = [
  { path: '/', layout: 'storefront', pageTitle: pageTitles.home, screen: homeScreen },
  { path: '/index', layout: 'storefront', pageTitle: pageTitles.home, screen: homeScreen },
];

const declared: AppRoute[] = [
  ...sessionRoutes,
  ...shellRoutes,
  ...adminRoutes,
  ...browseRoutes,
  ...cartRoutes,
  ...quickOrderRoutes,
  ...aftersalesRoutes,
  ...partsRoutes,
];

/** Every area's routes; the frame below puts each in its layout and guards it by `public`. */
export const appRoutes: AppRoute[] = [
  ...declared,
  ...HOME_ROUTES.filter((home) => !declared.some((route) => route.path === home.path)),
];

/** Layouts load with their first route, so a signed-out visitor of /login never fetches the admin chrome. */
export const LAYOUTS = {
  storefront: () => import('./layouts/StorefrontLayout.js'),
  parts: () => import('./layouts/PartsLayout.js'),
  admin: () => import('./layouts/AdminLayout.js'),
};

/** The shop's router: every route in its layout inside the app shell, guarded, unknown paths to /404. */
export function createAppRouter(history: ShopHistory = browserHistory()): ShopRouter {
  return createShopRouter({
    routes: appRoutes,
    history,
    layouts: LAYOUTS,
    guard: guardRoute,
    notFoundPath: '/404',
    errorPath: '/500',
    loadTimeoutMs: CHUNK_LOAD_TIMEOUT_MS,
    shell: AppShell,
  });
}
