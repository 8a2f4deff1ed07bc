/** Customer-scoped and auth calls: login, cart, orders, addresses, after-sales, messages. */
import { Hono } from 'hono';
import type { AppEnv } from '../../app.js';

export const customerRoutes = new Hono<AppEnv>();
