/** Parts-service posts of the logged-in member (/scgl/servicePost): ask, list, cancel, read the answer, rate it. */
import { Hono } from 'hono';
import { idBody, serviceEvaluationBody, servicePostAddBody, servicePostPageQuery, serviceStatusBody } from '@kontor/api/contract';
import { canCancelServicePost, canEvaluateServicePost, SERVICE_POST_STATUS, TEXT_MAX_LENGTH, VALIDATION_KEYS } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import type { Db } from '../../db/db.js';
import { requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { notFound, refuse } from '../../http/errors.js';
import { pageArgs, pageOf } from '../../http/paging.js';
import { bodyOf, queryOf } from '../../http/request.js';
import { ownUploads } from './files.js';
import { numericId, requireKnownSkuCode } from './products.js';

export const SERVICE_STATUS_CHANGE_KEY = 'servicePost.status.notAllowed';
export const EVALUATION_NOT_ALLOWED_KEY = 'servicePost.evaluation.notAllowed';

const COLUMNS = `id, title, content, sku_code AS "skuCode", images, service_status AS "serviceStatus", response, evaluation,
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"`;

async function ownPost(db: Db, userId: number, id: number) {
  const [row] = await db.query<{ id: number; serviceStatus: number; response: string | null; createTime: string }>(
    `SELECT ${COLUMNS} FROM service_post WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  if (!row) throw notFound();
  return row;
}

export const servicePostRoutes = new Hono<AppEnv>()
  .use('/scgl/servicePost/*', requireUser)
  .post('/scgl/servicePost/add', async (c) => {
    const post = await bodyOf(c, servicePostAddBody);
    if (!(await ownUploads(c.var.db, c.var.user.id, post.images ?? []))) throw refuse(VALIDATION_KEYS.uploadNotOwn);
    if (post.skuCode && post.skuCode.length > TEXT_MAX_LENGTH.code) throw refuse(VALIDATION_KEYS.textTooLong, { field: 'skuCode', max: TEXT_MAX_LENGTH.code });
    await requireKnownSkuCode(c.var.db, post.skuCode);
    const [row] = await c.var.db.query<{ id: number }>(
      'INSERT INTO service_post (user_id, title, content, sku_code, images) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [c.var.user.id, post.title, post.content, post.skuCode ?? null, JSON.stringify(post.images ?? [])],
    );
    return ok(c, await ownPost(c.var.db, c.var.user.id, row!.id));
  })
  .get('/scgl/servicePost/page', async (c) => {
    const query = queryOf(c, servicePostPageQuery);
    const page = pageArgs(query);
    const params = [c.var.user.id, query.serviceStatus ?? null];
    const where = 'user_id = $1 AND ($2::int IS NULL OR service_status = $2)';
    const [count] = await c.var.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM service_post WHERE ${where}`, params);
    const rows = await c.var.db.query(`SELECT ${COLUMNS} FROM service_post WHERE ${where} ORDER BY create_time DESC, id DESC LIMIT $3 OFFSET $4`, [
      ...params, page.size, page.offset,
    ]);
    return ok(c, pageOf(rows, count?.n ?? 0, page));
  })
  /** The member may cancel a post the service is still processing; other changes are the service's. */
  .post('/scgl/servicePost/setServiceStatus', async (c) => {
    const { id, serviceStatus } = await bodyOf(c, serviceStatusBody);
    const post = await ownPost(c.var.db, c.var.user.id, numericId(id));
    if (serviceStatus !== SERVICE_POST_STATUS.cancelled || !canCancelServicePost(post.serviceStatus)) throw refuse(SERVICE_STATUS_CHANGE_KEY);
    await c.var.db.query('UPDATE service_post SET service_status = $2 WHERE id = $1', [post.id, serviceStatus]);
    return ok(c, true);
  })
  .post('/scgl/servicePost/getServiceById', async (c) =>
    ok(c, await ownPost(c.var.db, c.var.user.id, numericId((await bodyOf(c, idBody)).id))),
  )
  .post('/scgl/servicePost/getServiceResponse', async (c) => {
    const post = await ownPost(c.var.db, c.var.user.id, numericId((await bodyOf(c, idBody)).id));
    return ok(c, post.response ? [{ id: post.id, postId: post.id, content: post.response, responder: 'Kontor service', createTime: post.createTime }] : []);
  })
  /** A processed post can be rated 1 to 5 (again: the newest rating counts). */
  .post('/scgl/servicePost/evaluation', async (c) => {
    const { id, evaluation } = await bodyOf(c, serviceEvaluationBody);
    const post = await ownPost(c.var.db, c.var.user.id, numericId(id));
    if (!canEvaluateServicePost(post.serviceStatus)) throw refuse(EVALUATION_NOT_ALLOWED_KEY);
    await c.var.db.query('UPDATE service_post SET evaluation = $2 WHERE id = $1', [post.id, evaluation]);
    return ok(c, true);
  });
