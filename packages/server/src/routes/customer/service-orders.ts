/** After-sales requests of the logged-in member (/scgl/rfstoreserviceorder): apply, list, dialog status, detail. */
import { Hono } from 'hono';
import { afterSalesForm, serviceOrderApplyBody, serviceOrderPageQuery, serviceOrderStatusQuery } from '@kontor/api/contract';
import { afterSalesDialogStatus, VALIDATION_KEYS } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import type { Db } from '../../db/db.js';
import { requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { notFound, refuse } from '../../http/errors.js';
import { pageArgs, pageOf } from '../../http/paging.js';
import { checked, idParam, queryOf, readJson } from '../../http/request.js';
import { ownUploads } from './files.js';
import { numericId } from './products.js';

const COLUMNS = `id, service_no AS "serviceNo", order_no AS "orderNo", sku_id AS "skuId", art_no AS "artNo", item_name AS "itemName",
  service_type AS "serviceType", status, apply_quantity AS "applyQuantity", reason, proof_images AS "proofImages",
  contact_person AS "contactPerson", email, damage_description AS "damageDescription", proof_of_purchase AS "proofOfPurchase",
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"`;

export async function ownServiceOrder(db: Db, userId: number, id: number) {
  const [row] = await db.query(`SELECT ${COLUMNS} FROM service_order WHERE id = $1 AND user_id = $2`, [id, userId]);
  if (!row) throw notFound();
  return row;
}

export const serviceOrderRoutes = new Hono<AppEnv>()
  .use('/scgl/rfstoreserviceorder', requireUser)
  .use('/scgl/rfstoreserviceorder/*', requireUser)
  .post('/scgl/rfstoreserviceorder', async (c) => {
    // The apply form's rules first (their keys name the empty field), then the wire's shape.
    const input: unknown = await readJson(c);
    checked(afterSalesForm, input);
    const body = checked(serviceOrderApplyBody, input);
    const { db, user } = c.var;
    // The order named must be one of the member's own.
    if (body.orderNo) {
      const [order] = await db.query('SELECT 1 FROM store_order WHERE order_no = $1 AND user_id = $2', [body.orderNo, user.id]);
      if (!order) throw notFound();
    }
    // Known products only, and proofs that are this member's own uploads.
    const skuId = body.skuId == null ? null : numericId(body.skuId);
    const [sku] = await db.query<{ id: number }>('SELECT id FROM sku WHERE art_no = $1 AND ($2::int IS NULL OR id = $2)', [body.artNo, skuId]);
    if (!sku) throw refuse(VALIDATION_KEYS.skuUnknown);
    if (!(await ownUploads(db, user.id, [...(body.proofImages ?? []), ...body.proofOfPurchase]))) throw refuse(VALIDATION_KEYS.uploadNotOwn);
    const [next] = await db.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('service_order', 'id'))::int AS id");
    const id = next!.id;
    await db.query(
      `INSERT INTO service_order (id, service_no, user_id, order_no, sku_id, art_no, item_name, service_type, apply_quantity, reason,
         proof_images, contact_person, email, damage_description, proof_of_purchase)
       VALUES ($14, 'KS' || to_char(now(), 'YYYY') || lpad($14::int::text, 6, '0'),
         $1, $2, (SELECT id FROM sku WHERE id = $3), $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [user.id, body.orderNo ?? null, skuId, body.artNo, body.itemName ?? null, body.serviceType, body.applyQuantity ?? null,
        body.reason ?? null, JSON.stringify(body.proofImages ?? []), body.contactPerson, body.email, body.damageDescription,
        JSON.stringify(body.proofOfPurchase), id],
    );
    return ok(c, await ownServiceOrder(db, user.id, id));
  })
  .on('GET', ['/scgl/rfstoreserviceorder/my/page/', '/scgl/rfstoreserviceorder/my/page'], async (c) => {
    const query = queryOf(c, serviceOrderPageQuery);
    const page = pageArgs(query);
    const params = [c.var.user.id, query.status ?? null];
    const where = 'user_id = $1 AND ($2::int IS NULL OR status = $2)';
    const [count] = await c.var.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM service_order WHERE ${where}`, params);
    // The product's name in the asked language; the name the request was filed with when it has none.
    const named = COLUMNS.replace(
      'item_name AS "itemName"',
      'coalesce((SELECT l.name FROM sku_label l WHERE l.sku_id = service_order.sku_id AND l.language_id = $5), item_name) AS "itemName"',
    );
    const rows = await c.var.db.query(
      `SELECT ${named} FROM service_order WHERE ${where} ORDER BY create_time DESC, id DESC LIMIT $3 OFFSET $4`,
      [...params, page.size, page.offset, query.languageId ?? null],
    );
    return ok(c, pageOf(rows, count?.n ?? 0, page));
  })
  /** The apply dialog's reading of the newest request for an order line: 0 processing, 1 processed, 2 cancelled, null none. */
  .on('GET', ['/scgl/rfstoreserviceorder/status/', '/scgl/rfstoreserviceorder/status'], async (c) => {
    const query = queryOf(c, serviceOrderStatusQuery);
    const [row] = await c.var.db.query<{ status: number }>(
      `SELECT status FROM service_order WHERE user_id = $1 AND ($2::text IS NULL OR order_no = $2) AND ($3::int IS NULL OR sku_id = $3)
        ORDER BY create_time DESC, id DESC LIMIT 1`,
      [c.var.user.id, query.orderNo ?? null, query.skuId == null ? null : numericId(query.skuId)],
    );
    return ok(c, row ? afterSalesDialogStatus(row.status) : null);
  })
  .get('/scgl/rfstoreserviceorder/:id', async (c) => ok(c, await ownServiceOrder(c.var.db, c.var.user.id, idParam(c))));
