/**
 * The route table: every area's routes in the layout they name (storefront, parts, admin, bare), each guarded
 * by spec section 4's rules before it renders; unknown paths redirect to /404.
 */
import { Navigate, type RouteObject } from 'react-router';
import { AppShell } from './AppShell.js';
import type { AppRoute, RouteLayout } from './routes/types.js';
import { sessionRoutes } from './routes/session.routes.js';
import { browseRoutes } from './routes/browse.routes.js';
import { cartRoutes } from './routes/cart.routes.js';
import { quickOrderRoutes } from './routes/quickorder.routes.js';
import { aftersalesRoutes } from './routes/aftersales.routes.js';
import { partsRoutes } from './routes/parts.routes.js';
import { shellRoutes } from './routes/shell.routes.js';
import { adminRoutes } from './routes/admin.routes.js';
import { guardFor } from './session/guards.js';

/** The home page until the browse area declares `/` and `/index` itself. */
const homeScreen = () => import('./pages/HomePage.js').then((module) => ({ default: module.HomePage }));
const HOME_ROUTES: AppRoute[] = [
  { path: '/', layout: 'storefront', screen: homeScreen },
  { path: '/index', layout: 'storefront', screen: homeScreen },
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

/** What the tag tabs and the shell read from `useMatches()`: the declared route behind a match. */
export interface RouteHandle {
  route: AppRoute;
}

const leaf = (route: AppRoute): RouteObject => ({
  path: route.path,
  loader: guardFor(route),
  handle: { route } satisfies RouteHandle,
  lazy: async () => ({ Component: (await route.screen()).default }),
});

/** Layouts load with their first route, so a signed-out visitor of /login never fetches the admin chrome. */
const LAYOUTS: Record<RouteLayout, RouteObject['lazy'] | undefined> = {
  storefront: async () => ({ Component: (await import('./layouts/StorefrontLayout.js')).default }),
  parts: async () => ({ Component: (await import('./layouts/PartsLayout.js')).default }),
  admin: async () => ({ Component: (await import('./layouts/AdminLayout.js')).default }),
  bare: undefined,
};

const layoutRoute = (layout: RouteLayout): RouteObject => ({
  id: `layout-${layout}`,
  ...(LAYOUTS[layout] ? { lazy: LAYOUTS[layout] } : {}),
  children: appRoutes.filter((route) => route.layout === layout).map(leaf),
});

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...(['bare', 'storefront', 'parts', 'admin'] as const).map(layoutRoute),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
