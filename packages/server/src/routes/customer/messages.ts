/**
 * Messages of the shell (/admin/sysxxfsjl, message send record): the inbox, unread badge, reading, collecting,
 * sending. A member reads only messages sent to or by them, and writes only to the shop's staff.
 */
import { Hono } from 'hono';
import { collectBody, collectedQuery, idList, markReadBody, messageDraft, messagePageQuery, userPageQuery } from '@kontor/api/contract';
import { READ_STATES } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import type { Db } from '../../db/db.js';
import { ROLE_ADMIN, requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { notFound, statusError } from '../../http/errors.js';
import { pageArgs, pageOf } from '../../http/paging.js';
import { bodyOf, idParam, queryOf } from '../../http/request.js';
import type { SessionUser } from '../../http/tokens.js';
import { numericId } from './products.js';

const [UNREAD, READ, , COLLECTED] = READ_STATES.map((state) => state.value);

const COLUMNS = `m.id, m.title, m.content, s.username AS sender, r.username AS receiver, m.send_status AS "sendStatus",
  m.read_status AS "readStatus", m.collected, to_char(m.send_time, 'YYYY-MM-DD HH24:MI:SS') AS "sendTime",
  to_char(m.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"`;
const FROM = 'message m LEFT JOIN app_user s ON s.id = m.sender_id JOIN app_user r ON r.id = m.receiver_id';

async function inboxPage(db: Db, userId: number, filter: string, params: unknown[], query: { current?: unknown; size?: unknown }) {
  const page = pageArgs(query);
  const where = `m.receiver_id = $1 AND ${filter}`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM message m WHERE ${where}`, [userId, ...params]);
  const rows = await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY m.send_time DESC, m.id DESC LIMIT ${page.size} OFFSET ${page.offset}`, [
    userId, ...params,
  ]);
  return pageOf(rows, count?.n ?? 0, page);
}

/** The received messages of these ids; 404 unless every one is the member's own. */
async function requireReceived(db: Db, userId: number, ids: number[]) {
  const rows = await db.query('SELECT id FROM message WHERE receiver_id = $1 AND id = ANY($2::int[])', [userId, ids]);
  if (rows.length !== new Set(ids).size) throw notFound();
}

/** Who a member may write to: staff only; staff may write to anybody of their tenant. */
async function allowedReceivers(db: Db, user: SessionUser, ids: number[]): Promise<number[]> {
  const staffOnly = !user.roles.includes(ROLE_ADMIN);
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM app_user WHERE tenant_id = $1 AND ($2::int[] IS NULL OR id = ANY($2::int[])) AND (NOT $3 OR $4 = ANY(roles))`,
    [user.tenantId, ids.length > 0 ? ids : null, staffOnly, ROLE_ADMIN],
  );
  if (ids.length > 0 && rows.length !== new Set(ids).size) throw statusError(403);
  return rows.map((row) => row.id);
}

export const messageRoutes = new Hono<AppEnv>()
  .use('/admin/sysxxfsjl', requireUser)
  .use('/admin/sysxxfsjl/*', requireUser)
  .use('/admin/user', requireUser)
  .get('/admin/sysxxfsjl/my/pc', async (c) => {
    const query = queryOf(c, messagePageQuery);
    const filter = '($2::int IS NULL OR m.read_status = $2) AND ($3::int IS NULL OR m.send_status = $3)';
    return ok(c, await inboxPage(c.var.db, c.var.user.id, filter, [query.readStatus ?? null, query.sendStatus ?? null], query));
  })
  .post('/admin/sysxxfsjl', async (c) => {
    const draft = await bodyOf(c, messageDraft);
    const { db, user } = c.var;
    const named = draft.receiver ? await db.query<{ id: number }>('SELECT id FROM app_user WHERE username = $1 AND tenant_id = $2', [draft.receiver, user.tenantId]) : [];
    if (draft.receiver && named.length === 0) throw notFound();
    const receivers = await allowedReceivers(db, user, [...(draft.receiverIds ?? []).map(numericId), ...named.map((row) => row.id)]);
    for (const receiverId of receivers) {
      await db.query('INSERT INTO message (sender_id, receiver_id, title, content) VALUES ($1, $2, $3, $4)', [user.id, receiverId, draft.title, draft.content]);
    }
    return ok(c, receivers.length);
  })
  /** Edits a message the member sent, while its receiver has not read it. */
  .put('/admin/sysxxfsjl', async (c) => {
    const draft = await bodyOf(c, messageDraft);
    if (draft.id == null) throw notFound();
    const rows = await c.var.db.query('UPDATE message SET title = $3, content = $4 WHERE id = $1 AND sender_id = $2 AND read_status = $5 RETURNING id', [
      numericId(draft.id), c.var.user.id, draft.title, draft.content, UNREAD,
    ]);
    if (rows.length === 0) throw notFound();
    return ok(c, true);
  })
  .get('/admin/sysxxfsjl/xtxxsl', async (c) => {
    const [row] = await c.var.db.query<{ n: number }>('SELECT count(*)::int AS n FROM message WHERE receiver_id = $1 AND read_status = $2', [c.var.user.id, UNREAD]);
    return ok(c, row?.n ?? 0);
  })
  .post('/admin/sysxxfsjl/delBatch', async (c) => {
    const ids = (await bodyOf(c, idList)).map(numericId);
    await requireReceived(c.var.db, c.var.user.id, ids);
    await c.var.db.query('DELETE FROM message WHERE receiver_id = $1 AND id = ANY($2::int[])', [c.var.user.id, ids]);
    return ok(c, true);
  })
  .post('/admin/sysxxfsjl/read', async (c) => {
    const ids = (await bodyOf(c, markReadBody)).ids.map(numericId);
    await requireReceived(c.var.db, c.var.user.id, ids);
    await c.var.db.query('UPDATE message SET read_status = $3 WHERE receiver_id = $1 AND id = ANY($2::int[]) AND read_status = $4', [
      c.var.user.id, ids, READ, UNREAD,
    ]);
    return ok(c, true);
  })
  .get('/admin/sysxxfsjl/read/:id', async (c) => {
    const id = idParam(c);
    await requireReceived(c.var.db, c.var.user.id, [id]);
    await c.var.db.query('UPDATE message SET read_status = $2 WHERE id = $1 AND read_status = $3', [id, READ, UNREAD]);
    const [row] = await c.var.db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE m.id = $1`, [id]);
    return ok(c, row);
  })
  .post('/admin/sysxxfsjl/sc', async (c) => {
    const id = numericId((await bodyOf(c, collectBody)).id);
    await requireReceived(c.var.db, c.var.user.id, [id]);
    await c.var.db.query('UPDATE message SET collected = true, read_status = $2 WHERE id = $1', [id, COLLECTED]);
    return ok(c, true);
  })
  .get('/admin/sysxxfsjl/sc', async (c) => ok(c, await inboxPage(c.var.db, c.var.user.id, 'm.collected', [], queryOf(c, collectedQuery))))
  .delete('/admin/sysxxfsjl/:id', async (c) => {
    const rows = await c.var.db.query('DELETE FROM message WHERE id = $1 AND (receiver_id = $2 OR sender_id = $2) RETURNING id', [idParam(c), c.var.user.id]);
    if (rows.length === 0) throw notFound();
    return ok(c, true);
  })
  /** The users a message can go to: for a member, the shop's staff only; other members stay private. */
  .get('/admin/user', async (c) => {
    const query = queryOf(c, userPageQuery);
    const page = pageArgs(query);
    const ids = await allowedReceivers(c.var.db, c.var.user, []);
    const rows = await c.var.db.query(
      `SELECT id AS "userId", username, realname, avatar, tenant_id AS "tenantId", lock_flag AS "lockFlag" FROM app_user
        WHERE id = ANY($1::int[]) AND ($2::text IS NULL OR username ILIKE '%' || $2 || '%') ORDER BY id`,
      [ids, query.username ?? null],
    );
    return ok(c, pageOf(rows.slice(page.offset, page.offset + page.size), rows.length, page));
  });
