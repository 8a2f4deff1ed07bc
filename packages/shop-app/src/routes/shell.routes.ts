/** Routes of the admin shell (welcome, embedded pages, server-menu paths) (one line per route; the screens live in ../screens/shell/). */
import type { AppRoute } from './types.js';
import { shellMessages } from '../shell/shell.messages.js';

export const shellRoutes: AppRoute[] = [
  { path: '/myiframe/*', layout: 'admin', title: shellMessages.iframeTitle, screen: () => import('../screens/shell/IframeScreen.js') },
  // Server-menu paths without a screen of their own: administration pages and menu groups' index children.
  { path: '/admin/*', layout: 'admin', title: shellMessages.menuPageTitle, screen: () => import('../screens/shell/MenuPageScreen.js') },
  { path: '/:group/index', layout: 'admin', title: shellMessages.menuPageTitle, screen: () => import('../screens/shell/MenuPageScreen.js') },
];
