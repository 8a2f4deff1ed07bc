/** Routes of the session and shell area (login, lock, status pages, admin screens) (one line per route; the screens live in ../screens/session/). */
import type { AppRoute } from './types.js';

export const sessionRoutes: AppRoute[] = [];
