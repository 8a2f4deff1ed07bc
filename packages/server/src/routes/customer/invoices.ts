/** Invoices: the member's invoice data (rfmemberinvoice) and invoices of the member's own orders (orderBaseInvoice). */
import { Hono } from 'hono';
import { invoiceAddBody } from '@kontor/api/contract';
import { VALIDATION_KEYS, isEmail } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import type { Db } from '../../db/db.js';
import { requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { notFound, refuse } from '../../http/errors.js';
import { bodyOf, idParam } from '../../http/request.js';
import { numericId } from './products.js';

const ORDER_INVOICE = `id, user_id AS "memberId", order_id AS "orderId", invoice_no AS "invoiceNo", company, vat_no AS "vatNo", address,
  email, amount::float8 AS amount, file_link AS "fileLink", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"`;

/** The member's invoice of this id, else the invoice of the member's order of this id; 404 otherwise. */
async function ownInvoice(db: Db, userId: number, id: number) {
  const [byId] = await db.query(`SELECT ${ORDER_INVOICE} FROM order_invoice WHERE id = $1 AND user_id = $2`, [id, userId]);
  if (byId) return byId;
  const [byOrder] = await db.query(`SELECT ${ORDER_INVOICE} FROM order_invoice WHERE order_id = $1 AND user_id = $2`, [id, userId]);
  if (!byOrder) throw notFound();
  return byOrder;
}

export const invoiceRoutes = new Hono<AppEnv>()
  .use('/scgl/rfmemberinvoice/*', requireUser)
  .use('/scgl/orderBaseInvoice/*', requireUser)
  /** The member comes from the token; a uid in the body is ignored. */
  .post('/scgl/rfmemberinvoice/getByUid', async (c) => {
    const [row] = await c.var.db.query(
      `SELECT id, user_id AS "memberId", company, vat_no AS "vatNo", address, email, phone, bank_name AS "bankName",
              bank_account AS "bankAccount" FROM member_invoice WHERE user_id = $1 ORDER BY id LIMIT 1`,
      [c.var.user.id],
    );
    return ok(c, row ?? null);
  })
  /** Requests the invoice of one of the member's orders; asking again updates the invoice's details. */
  .post('/scgl/orderBaseInvoice/add', async (c) => {
    const body = await bodyOf(c, invoiceAddBody);
    // The texts' lengths are the contract's (invoiceAddBody); the address, like the form's, by its format.
    if (body.email && !isEmail(body.email)) throw refuse(VALIDATION_KEYS.anyEmailFormat, { field: 'email' });
    const { db, user } = c.var;
    const [order] = await db.query<{ id: number; order_no: string; total_amount: number }>(
      'SELECT id, order_no, total_amount::float8 AS total_amount FROM store_order WHERE id = $1 AND user_id = $2',
      [numericId(body.orderId), user.id],
    );
    if (!order) throw notFound();
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO order_invoice (user_id, order_id, invoice_no, company, vat_no, address, email, amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (invoice_no) DO UPDATE SET company = excluded.company, vat_no = excluded.vat_no,
         address = excluded.address, email = excluded.email RETURNING id`,
      [user.id, order.id, `INV-${order.order_no}`, body.company ?? null, body.vatNo ?? null, body.address ?? null, body.email ?? null, order.total_amount],
    );
    return ok(c, await ownInvoice(db, user.id, row!.id));
  })
  /**
   * `?by=order`: the id is an order's, for that order's invoice (an invoice id could equal another order's id); null
   * while none was requested, an ordinary answer (an order page asks it of every order), and for another member's order.
   */
  .get('/scgl/orderBaseInvoice/:id', async (c) => {
    const { db, user } = c.var;
    if (c.req.query('by') !== 'order') return ok(c, await ownInvoice(db, user.id, idParam(c)));
    const [row] = await db.query(`SELECT ${ORDER_INVOICE} FROM order_invoice WHERE order_id = $1 AND user_id = $2`, [idParam(c), user.id]);
    return ok(c, row ?? null);
  });
