/**
 * The demo's status switch: POST /admin/demo/status {kind, id, status} (admin only) moves an order, an
 * after-sales request or a parts-service post (with the service's `response`) to a new status and pushes a
 * STOMP reminder to its customer. `pnpm --filter
 * @kontor/server status <kind> <id> <status>` calls it (bin/status.ts).
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { AFTER_SALES_STATUSES, ORDER_STATUS_STEPS, SERVICE_POST_STATUSES, TEXT_MAX_LENGTH, type StatusEntry } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { ROLE_ADMIN, requireRole } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { notFound, refuse } from '../../http/errors.js';
import { bodyOf } from '../../http/request.js';

export const statusChangeBody = z.object({
  kind: z.enum(['order', 'service', 'post']),
  id: z.coerce.number().int().positive(),
  status: z.coerce.number().int(),
  /** A post's answer from the service, shown in the customer's response thread. */
  response: z.string().trim().min(1).max(TEXT_MAX_LENGTH.text).optional(),
});

const TABLES = { order: ORDER_STATUS_STEPS, service: AFTER_SALES_STATUSES, post: SERVICE_POST_STATUSES } as const;
const TASK_NAMES = { order: 'Order', service: 'After-sales request', post: 'Service post' } as const;
export const UNKNOWN_STATUS_KEY = 'status.unknown';

/** 'order.status.shipped' reads 'shipped' in a reminder. */
const statusWord = (table: readonly StatusEntry[], status: number) =>
  (table.find((entry) => entry.value === status)?.key.split('.').at(-1) ?? String(status)).replace(/([A-Z])/g, ' $1').toLowerCase();

export const adminRoutes = new Hono<AppEnv>().post('/admin/demo/status', requireRole(ROLE_ADMIN), async (c) => {
  const { kind, id, status, response } = await bodyOf(c, statusChangeBody);
  const { db, user } = c.var;
  const table = TABLES[kind];
  if (!table.some((entry) => entry.value === status)) throw refuse(UNKNOWN_STATUS_KEY);
  const change = await db.transaction(async (tx) => {
    if (kind === 'order') {
      const [row] = await tx.query<{ user_id: number; number: string }>(
        'UPDATE store_order SET status = $2 WHERE id = $1 RETURNING user_id, order_no AS number',
        [id, status],
      );
      if (row) await tx.query('INSERT INTO order_status_history (order_id, status, operator) VALUES ($1, $2, $3)', [id, status, user.username]);
      return row;
    }
    if (kind === 'post') {
      // A response given replaces the last one; without one the post keeps what the service said before.
      const [row] = await tx.query<{ user_id: number; number: string }>(
        `UPDATE service_post SET service_status = $2, response = COALESCE($3, response) WHERE id = $1
           RETURNING user_id, '#' || id || ' ' || title AS number`,
        [id, status, response ?? null],
      );
      return row;
    }
    const [row] = await tx.query<{ user_id: number; number: string }>(
      'UPDATE service_order SET status = $2 WHERE id = $1 RETURNING user_id, service_no AS number',
      [id, status],
    );
    return row;
  });
  if (!change) throw notFound();
  const task = `${TASK_NAMES[kind]} ${change.number}: ${statusWord(table, status)}`;
  await c.var.reminders.remind(change.user_id, task);
  return ok(c, { kind, id, status, task });
});
