/** The logged-in account: /admin/user/info, the member's data and its edit, member levels, countries. */
import { Hono } from 'hono';
import * as z from 'zod';
import { countryAreaQuery, memberEditBody } from '@kontor/api/contract';
import { VALIDATION_KEYS, phoneProblem } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import type { Db } from '../../db/db.js';
import { ROLE_ADMIN, requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { refuse } from '../../http/errors.js';
import { bodyOf, queryOf } from '../../http/request.js';

interface AccountRow {
  id: number;
  username: string;
  tenant_id: number;
  realname: string | null;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  lock_flag: string;
  roles: string[];
  create_time: string;
  name: string | null;
  company: string | null;
  tel: string | null;
  member_email: string | null;
  country_id: number | null;
  country: string | null;
  level_id: number | null;
  level: string | null;
  salesname: string | null;
  sales_phone: string | null;
  mode_of_trade: number | null;
  language_id: number | null;
}

/** What the fixed placeholder permissions of the spec become per role. */
const PERMISSIONS: Record<string, string[]> = {
  ROLE_CUSTOMER: ['shop_cart', 'shop_order', 'shop_service'],
  [ROLE_ADMIN]: ['shop_cart', 'shop_order', 'shop_service', 'admin_demo_status', 'sys_log_del'],
};

const languageQuery = z.looseObject({ languageId: z.number().int().min(1).max(4).nullish() });

async function accountOf(db: Db, userId: number, languageId: number | null | undefined): Promise<AccountRow> {
  const [row] = await db.query<AccountRow>(
    `SELECT u.id, u.username, u.tenant_id, u.realname, u.avatar, u.phone, u.email, u.lock_flag, u.roles,
            to_char(u.create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time,
            m.name, m.company, m.tel, m.email AS member_email, m.country_id, c.name AS country, m.level_id, ll.name AS level,
            m.salesname, m.sales_phone, m.mode_of_trade, m.language_id
       FROM app_user u
       LEFT JOIN member m ON m.user_id = u.id
       LEFT JOIN country_area c ON c.id = m.country_id
       LEFT JOIN member_level_label ll ON ll.level_id = m.level_id AND ll.language_id = coalesce($2, m.language_id, 1)
      WHERE u.id = $1`,
    [userId, languageId ?? null],
  );
  return row!;
}

const memberInfoOf = (a: AccountRow) => ({
  id: a.id,
  userId: a.id,
  username: a.username,
  name: a.name ?? a.realname,
  company: a.company,
  tel: a.tel ?? a.phone,
  email: a.member_email ?? a.email,
  country: a.country,
  countryId: a.country_id,
  levelId: a.level_id,
  level: a.level,
  salesname: a.salesname,
  salesPhone: a.sales_phone,
  modeOfTrade: a.mode_of_trade ?? 1,
  languageId: a.language_id,
});

export const accountRoutes = new Hono<AppEnv>()
  .use('/admin/user/info', requireUser)
  .use('/scgl/rfmembernew/*', requireUser)
  .use('/scgl/rfmemberlevel/*', requireUser)
  .use('/admin/syscountryarea/*', requireUser)
  .get('/admin/user/info', async (c) => {
    const { languageId } = queryOf(c, languageQuery);
    const a = await accountOf(c.var.db, c.var.user.id, languageId);
    const member = memberInfoOf(a);
    return ok(c, {
      sysUser: {
        userId: a.id, username: a.username, realname: a.realname, avatar: a.avatar, phone: a.phone, email: a.email,
        tenantId: a.tenant_id, lockFlag: a.lock_flag, createTime: a.create_time, deptId: null,
      },
      roles: a.roles,
      permissions: a.roles.flatMap((role) => PERMISSIONS[role] ?? []),
      name: member.name,
      tel: member.tel,
      salesname: member.salesname,
      salesPhone: member.salesPhone,
      modeOfTrade: member.modeOfTrade,
      level: member.level,
      email: member.email,
      country: member.country,
    });
  })
  .get('/scgl/rfmembernew/info', async (c) => {
    const { languageId } = queryOf(c, languageQuery);
    return ok(c, memberInfoOf(await accountOf(c.var.db, c.var.user.id, languageId)));
  })
  /** Edits name, company, phone, mail, country and language; level, sales contact and trade mode stay the shop's. */
  .put('/scgl/rfmembernew/edit/info', async (c) => {
    const body = await bodyOf(c, memberEditBody);
    // A phone sent is checked, an empty one too (spec section 5: empty is an error); one left out stays as it is.
    if (body.tel !== undefined && body.tel !== null) {
      const problem = phoneProblem(body.tel);
      if (problem) throw refuse(problem);
    }
    if (body.email && !z.email().safeParse(body.email).success) throw refuse(VALIDATION_KEYS.emailFormat);
    if (body.countryId !== undefined && body.countryId !== null) {
      const [country] = await c.var.db.query('SELECT 1 FROM country_area WHERE id = $1 AND level = 2', [Number(body.countryId)]);
      if (!country) throw refuse('validation.invalid');
    }
    await c.var.db.query(
      `INSERT INTO member (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`,
      [c.var.user.id],
    );
    await c.var.db.query(
      `UPDATE member SET name = coalesce($2, name), company = coalesce($3, company), tel = coalesce($4, tel),
              email = coalesce($5, email), country_id = coalesce($6, country_id), language_id = coalesce($7, language_id)
        WHERE user_id = $1`,
      [c.var.user.id, body.name ?? null, body.company ?? null, body.tel ?? null, body.email ?? null,
        body.countryId == null ? null : Number(body.countryId), body.languageId ?? null],
    );
    return ok(c, true);
  })
  .get('/scgl/rfmemberlevel/djlist', async (c) => {
    const { languageId } = queryOf(c, languageQuery);
    const rows = await c.var.db.query(
      `SELECT l.id, t.name, l.level, l.discount::float8 AS discount FROM member_level l
         JOIN member_level_label t ON t.level_id = l.id AND t.language_id = $1 ORDER BY l.level`,
      [languageId ?? 1],
    );
    return ok(c, rows);
  })
  .get('/admin/syscountryarea/level', async (c) => {
    const { level } = queryOf(c, countryAreaQuery);
    const rows = await c.var.db.query(
      'SELECT id, name, code, level, parent_id AS "parentId" FROM country_area WHERE level = $1 ORDER BY name',
      [level],
    );
    return ok(c, rows);
  });
