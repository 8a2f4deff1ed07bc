/** Routes of the admin screens (messages centre, welcome, user info) (one line per route; the screens live in ../screens/admin/). */
import type { AppRoute } from './types.js';
import { screenMessages } from '../screens/admin/screen.messages.js';

export const adminRoutes: AppRoute[] = [
  { path: '/admin/sysxxfsjl/index', layout: 'admin', title: screenMessages.messagesTitle, screen: () => import('../screens/admin/MessagesScreen.js') },
  { path: '/wel/index', layout: 'admin', title: screenMessages.welcomeTitle, screen: () => import('../screens/admin/WelcomeScreen.js') },
  { path: '/info/index', layout: 'admin', title: screenMessages.userInfoTitle, screen: () => import('../screens/admin/UserInfoScreen.js') },
];
