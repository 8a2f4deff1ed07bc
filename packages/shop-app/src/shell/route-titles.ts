/** Which paths get a tag tab and under which title: every area's routes with a title and not marked non-tab. */
import { matchRoute } from '../router/index.js';
import type { AppRoute } from '../routes/types.js';
import { sessionRoutes } from '../routes/session.routes.js';
import { shellRoutes } from '../routes/shell.routes.js';
import { adminRoutes } from '../routes/admin.routes.js';
import { browseRoutes } from '../routes/browse.routes.js';
import { cartRoutes } from '../routes/cart.routes.js';
import { aftersalesRoutes } from '../routes/aftersales.routes.js';

/** The same areas the route table lists (routes.tsx), read here so the recorder does not import the table. */
export const AREA_ROUTES: readonly AppRoute[] = [
  ...sessionRoutes,
  ...shellRoutes,
  ...adminRoutes,
  ...browseRoutes,
  ...cartRoutes,
  ...aftersalesRoutes,
];

/** The route of `pathname`, if any area declares one, ranked as the router ranks them (`/wel/index` over `/:group/index`). */
export function routeOf(pathname: string, routes: readonly AppRoute[] = AREA_ROUTES): AppRoute | undefined {
  return matchRoute(routes, pathname);
}
