/** Routes of the session area: sign-in, lock screen, the social sign-in return, the status pages (screens in ../screens/session/). */
import type { AppRoute } from './types.js';
import { pageTitles } from './page-titles.messages.js';

export const sessionRoutes: AppRoute[] = [
  { path: '/login', layout: 'bare', public: true, pageTitle: pageTitles.login, screen: () => import('../screens/session/LoginScreen.js') },
  { path: '/lock', layout: 'bare', public: true, pageTitle: pageTitles.lock, screen: () => import('../screens/session/LockScreen.js') },
  { path: '/authredirect', layout: 'bare', public: true, pageTitle: pageTitles.signingIn, screen: () => import('../screens/session/AuthRedirect.js') },
  { path: '/404', layout: 'storefront', public: true, pageTitle: pageTitles.notFound, screen: () => import('../screens/session/NotFoundScreen.js') },
  { path: '/401', layout: 'storefront', public: true, pageTitle: pageTitles.forbidden, screen: () => import('../screens/session/ForbiddenScreen.js') },
  { path: '/403', layout: 'storefront', public: true, pageTitle: pageTitles.forbidden, screen: () => import('../screens/session/ForbiddenScreen.js') },
  { path: '/500', layout: 'storefront', public: true, pageTitle: pageTitles.serverError, screen: () => import('../screens/session/ServerErrorScreen.js') },
];
