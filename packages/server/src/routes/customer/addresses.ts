/** Delivery addresses of the logged-in member (/scgl/rfmemberreceiving); nobody sees another's. */
import { Hono, type Context } from 'hono';
import { addressSaveBody, type AddressForm } from '@kontor/api/contract';
import type { AppEnv } from '../../env.js';
import type { Db } from '../../db/db.js';
import { requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { bodyOf, idParam } from '../../http/request.js';

const COLUMNS = `id, user_id AS "memberId", company, street, postal_code AS "postalCode", city, country,
  contact_person AS "contactPerson", receiver, phone, fax, is_elevator AS "isElevator", is_notice AS "isNotice",
  delivery_type AS "deliveryType", receiving_times AS "receivingTimes", is_default AS "isDefault"`;

/** Wire field → column, for the fields a save may change. */
const FIELDS: [keyof AddressForm, string][] = [
  ['company', 'company'], ['street', 'street'], ['postalCode', 'postal_code'], ['city', 'city'], ['country', 'country'],
  ['contactPerson', 'contact_person'], ['receiver', 'receiver'], ['phone', 'phone'], ['fax', 'fax'],
  ['isElevator', 'is_elevator'], ['isNotice', 'is_notice'], ['deliveryType', 'delivery_type'],
  ['receivingTimes', 'receiving_times'], ['isDefault', 'is_default'],
];

/** Flags arrive as booleans, 0/1 or '0'/'1' (wire `flag`); the database keeps booleans. */
const asBoolean = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

function columnValues(body: AddressForm): [string, unknown][] {
  return FIELDS.filter(([field]) => body[field] !== undefined).map(([field, column]) => {
    const value = body[field];
    if (column.startsWith('is_')) return [column, asBoolean(value)];
    if (column === 'receiving_times') return [column, JSON.stringify(value ?? [])];
    return [column, value];
  });
}

/** The member's own address, or 404 (also when it belongs to someone else). */
export async function ownAddress(db: Db, userId: number, id: number) {
  const [row] = await db.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM member_address WHERE id = $1 AND user_id = $2`, [id, userId]);
  if (!row) throw notFound();
  return row;
}

/** The address form's rules (the required fields), as the form checks them. */
async function save(c: Context<AppEnv>, id: number | undefined) {
  const body: AddressForm = await bodyOf(c, addressSaveBody);
  const { db, user } = c.var;
  const values = columnValues(body);
  return db.transaction(async (tx) => {
    if (values.some(([column, value]) => column === 'is_default' && value)) {
      await tx.query('UPDATE member_address SET is_default = false WHERE user_id = $1', [user.id]);
    }
    if (id === undefined) {
      const columns = ['user_id', ...values.map(([column]) => column)];
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO member_address (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        [user.id, ...values.map(([, value]) => value)],
      );
      return ok(c, await ownAddress(tx, user.id, row!.id));
    }
    await ownAddress(tx, user.id, id);
    if (values.length > 0) {
      await tx.query(
        `UPDATE member_address SET ${values.map(([column], i) => `${column} = $${i + 3}`).join(', ')} WHERE id = $1 AND user_id = $2`,
        [id, user.id, ...values.map(([, value]) => value)],
      );
    }
    return ok(c, await ownAddress(tx, user.id, id));
  });
}

export const addressRoutes = new Hono<AppEnv>()
  .use('/scgl/rfmemberreceiving', requireUser)
  .use('/scgl/rfmemberreceiving/*', requireUser)
  .get('/scgl/rfmemberreceiving/member', async (c) =>
    ok(c, await c.var.db.query(`SELECT ${COLUMNS} FROM member_address WHERE user_id = $1 ORDER BY is_default DESC, id`, [c.var.user.id])),
  )
  .get('/scgl/rfmemberreceiving/:id', async (c) => ok(c, await ownAddress(c.var.db, c.var.user.id, idParam(c))))
  /** The spec's save: POST on the id path; id 0 names a new address. */
  .post('/scgl/rfmemberreceiving/:id', (c) => {
    const id = idParam(c);
    return save(c, id === 0 ? undefined : id);
  })
  /** A new address (PigX's plain POST), and PigX's PUT with the id in the body. */
  .post('/scgl/rfmemberreceiving', (c) => save(c, undefined))
  .put('/scgl/rfmemberreceiving', async (c) => {
    const { id } = await bodyOf(c, addressSaveBody);
    if (id === undefined || id === null || !/^\d+$/.test(String(id))) throw notFound();
    return save(c, Number(id));
  })
  .delete('/scgl/rfmemberreceiving/:id', async (c) => {
    const rows = await c.var.db.query('DELETE FROM member_address WHERE id = $1 AND user_id = $2 RETURNING id', [idParam(c), c.var.user.id]);
    if (rows.length === 0) throw notFound();
    return ok(c, true);
  });
