/** The route table: every area's routes, public and protected; unknown paths redirect to /404. */
import { Navigate, type RouteObject } from 'react-router';
import { StatusPage } from '@kontor/ui/StatusPage';
import { AppShell } from './AppShell.js';
import { HomePage } from './pages/HomePage.js';
import { LoginPage } from './pages/LoginPage.js';
import type { AppRoute } from './routes/types.js';
import { sessionRoutes } from './routes/session.routes.js';
import { browseRoutes } from './routes/browse.routes.js';
import { cartRoutes } from './routes/cart.routes.js';
import { aftersalesRoutes } from './routes/aftersales.routes.js';

/** Every area's routes; the session issue wraps them in layouts and guards by their `layout` and `public`. */
export const appRoutes: AppRoute[] = [...sessionRoutes, ...browseRoutes, ...cartRoutes, ...aftersalesRoutes];

const lazyRoute = (route: AppRoute): RouteObject => ({
  path: route.path,
  lazy: async () => ({ Component: (await route.screen()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...appRoutes.map(lazyRoute),
      { path: '/', element: <HomePage /> },
      { path: '/index', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/404', element: <StatusPage status={404} /> },
      { path: '/403', element: <StatusPage status={403} /> },
      { path: '/500', element: <StatusPage status={500} /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
