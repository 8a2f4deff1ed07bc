/** The shell's log (/admin/log): a member sees and deletes their own entries; uploads of the local error log. */
import { Hono } from 'hono';
import { logPageQuery, logUploadBody } from '@kontor/api/contract';
import { httpUrlOrNull } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { ROLE_ADMIN, requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { pageArgs, pageOf } from '../../http/paging.js';
import { bodyOf, idParam, queryOf } from '../../http/request.js';
import { clientAddress } from '../../http/throttle.js';

const COLUMNS = `l.id, l.type, l.title, 'kontor-shop' AS "serviceId", u.username AS "createBy",
  to_char(l.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", l.remote_addr AS "remoteAddr", l.user_agent AS "userAgent",
  l.url AS "requestUri", l.method, l.info AS params, l.time, l.message AS exception, l.message, l.stack, l.info, l.url`;

export const logRoutes = new Hono<AppEnv>()
  .use('/admin/log/*', requireUser)
  .get('/admin/log/page', async (c) => {
    const query = queryOf(c, logPageQuery);
    const page = pageArgs(query);
    const everyone = c.var.user.roles.includes(ROLE_ADMIN);
    const where = '($1 OR l.user_id = $2) AND ($3::text IS NULL OR l.type = $3)';
    const params = [everyone, c.var.user.id, query.type ?? null];
    const [count] = await c.var.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sys_log l WHERE ${where}`, params);
    const rows = await c.var.db.query(
      `SELECT ${COLUMNS} FROM sys_log l LEFT JOIN app_user u ON u.id = l.user_id WHERE ${where}
        ORDER BY l.create_time DESC, l.id DESC LIMIT $4 OFFSET $5`,
      [...params, page.size, page.offset],
    );
    return ok(c, pageOf(rows, count?.n ?? 0, page));
  })
  .delete('/admin/log/:id', async (c) => {
    const rows = await c.var.db.query('DELETE FROM sys_log WHERE id = $1 AND ($2 OR user_id = $3) RETURNING id', [
      idParam(c), c.var.user.roles.includes(ROLE_ADMIN), c.var.user.id,
    ]);
    if (rows.length === 0) throw notFound();
    return ok(c, true);
  })
  /**
   * The error-log viewer's upload: the local `logsList` entries, kept with who sent them and from where (the address
   * the server sees, as the login throttle counts it: a header the sender writes proves nothing). Staff read
   * every member's entries, so a page address is kept only when it is http(s), as every link field is.
   */
  .post('/admin/log/logs', async (c) => {
    const entries = await bodyOf(c, logUploadBody);
    for (const entry of entries) {
      await c.var.db.query(
        `INSERT INTO sys_log (user_id, type, title, message, stack, info, url, method, remote_addr, user_agent, time)
         VALUES ($1, $2, 'Client error', $3, $4, $5, $6, 'CLIENT', $7, $8, $9)`,
        [c.var.user.id, entry.type, entry.message, entry.stack, entry.info, httpUrlOrNull(entry.url), clientAddress(c),
          c.req.header('User-Agent') ?? null, entry.time],
      );
    }
    return ok(c, true);
  });
