/** Brands (/product) and families (/family): brand list, family pages, a family's products and what goes with it. */
import { Hono } from 'hono';
import { familyGoodsBody, familyPageBody, familyRecommendQuery } from '@kontor/api/contract';
import { languageOfId } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { pageArgs, pageOf } from '../../http/paging.js';
import { bodyOf, idParam, queryOf } from '../../http/request.js';
import { absolute, findProducts, idOf, optionalIdOf, originOf } from './products.js';

/** How many other families' products the family page recommends. */
const FAMILY_RECOMMENDATIONS = 8;

interface FamilyRow {
  id: number;
  brand_id: number;
  category_id: number;
  image: string | null;
  name: string;
  description: string | null;
  brand: string;
  sku_count: number;
}

export const brandFamilyRoutes = new Hono<AppEnv>()
  // {id} is the language id, as in the category tree's /qd/zy/{languageId}.
  .get('/scgl/rfbrand/brandlist/qy/:id', async (c) => {
    const languageId = idParam(c);
    if (!languageOfId(languageId)) throw notFound();
    const rows = await c.var.db.query<{
      id: number;
      code: string;
      logo: string | null;
      sort: number;
      name: string;
      description: string | null;
      family_count: number;
    }>(
      `SELECT b.id, b.code, b.logo, b.sort, l.name, l.description,
              (SELECT count(*)::int FROM family f WHERE f.brand_id = b.id) AS family_count
         FROM brand b JOIN brand_label l ON l.brand_id = b.id AND l.language_id = $1
        ORDER BY b.sort, b.id`,
      [languageId],
    );
    const origin = originOf(c);
    return ok(
      c,
      rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        description: r.description,
        logo: absolute(origin, r.logo),
        sort: r.sort,
        familyCount: r.family_count,
      })),
    );
  })
  .post('/scgl/rffamilys/yq/page', async (c) => {
    const body = await bodyOf(c, familyPageBody);
    const page = pageArgs(body);
    // The filter's two parameters come first in the count and after the language id in the select.
    const where = (
      a: string,
      b: string,
    ) => `(${a}::int IS NULL OR f.brand_id = ${a}) AND (${b}::int IS NULL OR f.category_id IN (
      WITH RECURSIVE sub AS (SELECT id FROM category WHERE id = ${b} UNION ALL SELECT c.id FROM category c JOIN sub ON c.parent_id = sub.id)
      SELECT id FROM sub))`;
    const filter = [optionalIdOf(body.brandId), optionalIdOf(body.categoryId)];
    const [count] = await c.var.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM family f WHERE ${where('$1', '$2')}`,
      filter,
    );
    const rows = await c.var.db.query<FamilyRow>(
      `SELECT f.id, f.brand_id, f.category_id, f.image, l.name, l.description, bl.name AS brand,
              (SELECT count(*)::int FROM sku s WHERE s.family_id = f.id AND NOT s.is_spare_part) AS sku_count
         FROM family f
         JOIN family_label l ON l.family_id = f.id AND l.language_id = $1
         JOIN brand_label bl ON bl.brand_id = f.brand_id AND bl.language_id = $1
        WHERE ${where('$2', '$3')} ORDER BY f.sort, f.id LIMIT $4 OFFSET $5`,
      [body.languageId, ...filter, page.size, page.offset],
    );
    const origin = originOf(c);
    const records = rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      brandId: r.brand_id,
      brand: r.brand,
      categoryId: r.category_id,
      image: absolute(origin, r.image),
      skuCount: r.sku_count,
    }));
    return ok(c, pageOf(records, count?.total ?? 0, page));
  })
  .post('/scgl/rffamilygoods/familys', async (c) => {
    const body = await bodyOf(c, familyGoodsBody);
    return ok(
      c,
      await findProducts(c, c.var.db, body.languageId, {
        where: 's.family_id = $2 AND NOT s.is_spare_part',
        params: [idOf(body.familyId)],
      }),
    );
  })
  .get('/scgl/rffamilygoods/yq/recommend/:id', async (c) => {
    const familyId = idParam(c);
    const { languageId } = queryOf(c, familyRecommendQuery);
    const [family] = await c.var.db.query<{ brand_id: number; category_id: number }>(
      'SELECT brand_id, category_id FROM family WHERE id = $1',
      [familyId],
    );
    if (!family) throw notFound();
    // One product per other family: same category first, then same brand, then the rest, in stock first.
    const where = `NOT s.is_spare_part AND s.family_id <> $2 AND s.id = (
      SELECT min(o.id) FROM sku o WHERE o.family_id = s.family_id AND NOT o.is_spare_part AND o.stock_cn + o.stock_de > 0)`;
    const orderBy = '(s.category_id = $3) DESC, (s.brand_id = $4) DESC, s.family_id';
    return ok(
      c,
      await findProducts(
        c,
        c.var.db,
        languageId,
        { where, params: [familyId, family.category_id, family.brand_id], orderBy },
        { size: FAMILY_RECOMMENDATIONS, offset: 0 },
      ),
    );
  });
