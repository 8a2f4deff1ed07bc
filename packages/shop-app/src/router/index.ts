/** The one home of routing for the shop: every screen, layout, story and test imports its router from here. */
export type { Location, Navigate as NavigateFunction, NavigateOptions } from './context.js';
export { browserHistory, memoryHistory, type MemoryHistory, type ShopHistory } from './history.js';
export { Navigate, Outlet, LocationProvider, useHref, useLocation, useMatchedRoute, useNavigate, useOutlet, useSearchParams } from './hooks.js';
export type { SetSearchParams } from './hooks.js';
export { matchesPath, matchRoute } from './match.js';
export { usePageName } from './pageName.js';
export { AfterFrame, AfterScreen, MemoryRouter, RouterView } from './RouterView.js';
export { createShopRouter, firstPage, type Guard, type GuardVerdict, type NavigationAction, type RouterState, type ShopRouter, type ShopRouterOptions } from './runner.js';
