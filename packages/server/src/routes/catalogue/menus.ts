/** The server-driven menu of the shell, in one language (GET /admin/menu/tree), and one menu's labels per language. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { MenuItem } from '@kontor/api/contract';
import { languageIdField } from '@kontor/api/contract';
import { LANGUAGE_IDS, STORED_DEFAULT_LANGUAGE } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { idParam, queryOf } from '../../http/request.js';

/** The contract's tree query (lazy, parentId, type are PigX's and change nothing here) plus the language. */
const menuQuery = z.looseObject({ languageId: z.optional(languageIdField) });

interface MenuRow {
  id: number;
  parent_id: number | null;
  path: string;
  icon: string | null;
  sort: number;
  roles: string[] | null;
  keep_alive: boolean;
  external_url: string | null;
  label: string;
}

function buildMenu(rows: MenuRow[]): MenuItem[] {
  const items = new Map<number, MenuItem>();
  for (const r of rows) {
    items.set(r.id, {
      id: r.id,
      parentId: r.parent_id ?? -1,
      label: r.label,
      name: r.label,
      // An external item's path is its http(s) URL: the shell opens it in /myiframe.
      path: r.external_url ?? r.path,
      icon: r.icon,
      sort: r.sort,
      keepAlive: r.keep_alive ? '1' : '0',
      type: '0',
      meta: { roles: r.roles, menu_langname: r.label, keepAlive: r.keep_alive },
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const r of rows) {
    const parent = r.parent_id === null ? undefined : items.get(r.parent_id);
    (parent ? parent.children! : roots).push(items.get(r.id)!);
  }
  return roots;
}

export const menuRoutes = new Hono<AppEnv>()
  .get('/admin/menu/tree', async (c) => {
    const languageId = queryOf(c, menuQuery).languageId ?? LANGUAGE_IDS[STORED_DEFAULT_LANGUAGE];
    const rows = await c.var.db.query<MenuRow>(
      `SELECT m.id, m.parent_id, m.path, m.icon, m.sort, m.roles, m.keep_alive, m.external_url, l.label
         FROM menu_item m JOIN menu_label l ON l.menu_id = m.id AND l.language_id = $1
        ORDER BY m.sort, m.id`,
      [languageId],
    );
    return ok(c, buildMenu(rows));
  })
  .get('/admin/menu/menulang/:id', async (c) => {
    const menuId = idParam(c);
    const rows = await c.var.db.query<{ menu_id: number; language_id: number; label: string }>(
      'SELECT menu_id, language_id, label FROM menu_label WHERE menu_id = $1 ORDER BY language_id',
      [menuId],
    );
    if (rows.length === 0) throw notFound();
    return ok(
      c,
      rows.map((r) => ({
        id: r.menu_id * 10 + r.language_id,
        menuId: r.menu_id,
        languageId: r.language_id,
        name: r.label,
      })),
    );
  });
