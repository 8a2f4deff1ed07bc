/** Customer-scoped and auth calls: login, account, addresses, cart, orders, after-sales, messages, logs, files. */
import { Hono } from 'hono';
import type { AppEnv } from '../../env.js';
import { accountRoutes } from './account.js';
import { addressRoutes } from './addresses.js';
import { adminRoutes } from './admin.js';
import { authRoutes } from './auth.js';
import { captchaRoutes } from './captcha.js';
import { cartRoutes } from './cart.js';
import { emailRoutes } from './email.js';
import { fileRoutes } from './files.js';
import { invoiceRoutes } from './invoices.js';
import { logRoutes } from './logs.js';
import { messageRoutes } from './messages.js';
import { orderRoutes } from './orders.js';
import { questionRoutes } from './questions.js';
import { quickOrderRoutes } from './quick-order.js';
import { serviceOrderRoutes } from './service-orders.js';
import { servicePostRoutes } from './service-posts.js';

export const customerRoutes = new Hono<AppEnv>()
  .route('/', authRoutes)
  .route('/', captchaRoutes)
  .route('/', accountRoutes)
  .route('/', addressRoutes)
  .route('/', cartRoutes)
  .route('/', quickOrderRoutes)
  .route('/', orderRoutes)
  .route('/', serviceOrderRoutes)
  .route('/', emailRoutes)
  .route('/', invoiceRoutes)
  .route('/', questionRoutes)
  .route('/', servicePostRoutes)
  .route('/', messageRoutes)
  .route('/', logRoutes)
  .route('/', fileRoutes)
  .route('/', adminRoutes);
