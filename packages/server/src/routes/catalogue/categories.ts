/** Category calls: the tree (GET /scgl/rfcategory/tree/qd/zy/{languageId}), a category's products, its path and children. */
import { Hono } from 'hono';
import type { CategoryNode } from '@kontor/api/contract';
import { categoryNodeQuery, categorySkusBody } from '@kontor/api/contract';
import { languageOfId } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import type { Db } from '../../db/db.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { pageArgs } from '../../http/paging.js';
import { bodyOf, queryOf } from '../../http/request.js';
import { idOf, pageProducts } from './products.js';

interface Row {
  id: number;
  parent_id: number | null;
  show: boolean;
  label: string;
}

async function categoryRows(db: Db, languageId: number): Promise<Row[]> {
  return db.query<Row>(
    `SELECT c.id, c.parent_id, c.show, l.label FROM category c
       JOIN category_label l ON l.category_id = c.id AND l.language_id = $1
      ORDER BY c.sort, c.id`,
    [languageId],
  );
}

/** Nodes by id, each with its children in sort order. */
function buildNodes(rows: Row[]): { nodes: Map<number, CategoryNode>; roots: CategoryNode[] } {
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows)
    nodes.set(r.id, {
      id: r.id,
      label: r.label,
      show: r.show,
      parentId: r.parent_id,
      children: [],
    });
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children! : roots).push(node);
  }
  return { nodes, roots };
}

/** A category and every category under it (a non-leaf category lists the products of all its leaves). */
export const SUBTREE_SQL = (param: string) => `(
  WITH RECURSIVE sub AS (
    SELECT id FROM category WHERE id = ${param}
    UNION ALL SELECT c.id FROM category c JOIN sub ON c.parent_id = sub.id
  ) SELECT id FROM sub)`;

export const categoryRoutes = new Hono<AppEnv>()
  .get('/scgl/rfcategory/tree/qd/zy/:languageId', async (c) => {
    const languageId = Number(c.req.param('languageId'));
    if (!languageOfId(languageId)) throw notFound();
    return ok(c, buildNodes(await categoryRows(c.var.db, languageId)).roots);
  })
  .post('/scgl/rfcategory/skus', async (c) => {
    const body = await bodyOf(c, categorySkusBody);
    const page = pageArgs(body);
    const filter = {
      where: `s.category_id IN ${SUBTREE_SQL('$2')}`,
      params: [idOf(body.categoryId)],
    };
    return ok(c, await pageProducts(c, c.var.db, body.languageId, filter, page));
  })
  .get('/scgl/rfcategory/tree/path', async (c) => {
    const query = queryOf(c, categoryNodeQuery);
    const rows = await categoryRows(c.var.db, query.languageId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const path: CategoryNode[] = [];
    for (
      let row = byId.get(idOf(query.id));
      row;
      row = row.parent_id === null ? undefined : byId.get(row.parent_id)
    ) {
      path.unshift({ id: row.id, label: row.label, show: row.show, parentId: row.parent_id });
    }
    if (path.length === 0) throw notFound();
    return ok(c, path);
  })
  .get('/scgl/rfcategory/tree/children', async (c) => {
    const query = queryOf(c, categoryNodeQuery);
    const node = buildNodes(await categoryRows(c.var.db, query.languageId)).nodes.get(
      idOf(query.id),
    );
    if (!node) throw notFound();
    return ok(c, node.children ?? []);
  });
