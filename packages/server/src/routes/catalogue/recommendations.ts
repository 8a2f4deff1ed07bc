/** Home-page recommendations (hot, popular, whole containers) and the whole-container detail of /CaDetail. */
import { Hono, type Context } from 'hono';
import type { Recommendation } from '@kontor/api/contract';
import { recommendQuery, wholeContainerQuery } from '@kontor/api/contract';
import { CONTAINER_CAPACITIES, isContainerType, totalVolume } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { queryOf } from '../../http/request.js';
import { absolute, findProducts, idOf, originOf } from './products.js';

/** Tile kinds: the two of the home page, and ready-made full container loads (fcl). */
const WHOLE_CONTAINER_KIND = 'fcl';

async function productTiles(
  c: Context<AppEnv>,
  languageId: number,
  kind: string | undefined,
): Promise<Recommendation[]> {
  const rows = await c.var.db.query<{ id: number; kind: string; sku_id: number; sort: number }>(
    `SELECT id, kind, sku_id, sort FROM recommendation WHERE ($1::text IS NULL OR kind = $1) ORDER BY kind, sort`,
    [kind ?? null],
  );
  const products = await findProducts(c, c.var.db, languageId, {
    where: 's.id = ANY($2)',
    params: [rows.map((r) => r.sku_id)],
  });
  const byId = new Map(products.map((p) => [p.skuId, p]));
  return rows.flatMap((r) => {
    const product = byId.get(r.sku_id);
    return product
      ? [
          {
            id: r.id,
            type: r.kind,
            sort: r.sort,
            skuId: r.sku_id,
            title: product.name,
            image: product.image,
            product,
          },
        ]
      : [];
  });
}

async function wholeContainerTiles(
  c: Context<AppEnv>,
  languageId: number,
): Promise<Recommendation[]> {
  const rows = await c.var.db.query<{
    id: number;
    cabinet_type: string;
    image: string | null;
    sort: number;
    title: string;
  }>(
    `SELECT l.id, l.cabinet_type, l.image, l.sort, t.title FROM container_load l
       JOIN container_load_label t ON t.load_id = l.id AND t.language_id = $1 ORDER BY l.sort`,
    [languageId],
  );
  const origin = originOf(c);
  return rows.map((r) => ({
    id: `${WHOLE_CONTAINER_KIND}-${r.id}`,
    type: WHOLE_CONTAINER_KIND,
    sort: r.sort,
    title: r.title,
    image: absolute(origin, r.image),
    link: `/CaDetail?id=${r.id}`,
    cabinetType: r.cabinet_type,
  }));
}

async function wholeContainer(c: Context<AppEnv>) {
  const query = queryOf(c, wholeContainerQuery);
  const [load] = await c.var.db.query<{
    id: number;
    cabinet_type: string;
    image: string | null;
    title: string;
  }>(
    `SELECT l.id, l.cabinet_type, l.image, t.title FROM container_load l
       JOIN container_load_label t ON t.load_id = l.id AND t.language_id = $2 WHERE l.id = $1`,
    [idOf(query.id), query.languageId],
  );
  if (!load) throw notFound();
  const items = await c.var.db.query<{ sku_id: number; quantity: number }>(
    'SELECT sku_id, quantity FROM container_load_item WHERE load_id = $1 ORDER BY sku_id',
    [load.id],
  );
  const quantities = new Map(items.map((i) => [i.sku_id, i.quantity]));
  const products = (
    await findProducts(c, c.var.db, query.languageId, {
      where: 's.id = ANY($2)',
      params: [[...quantities.keys()]],
    })
  ).map((p) => ({ ...p, quantity: quantities.get(Number(p.skuId)) ?? 0 }));
  return ok(c, {
    id: load.id,
    title: load.title,
    image: absolute(originOf(c), load.image),
    cabinetType: load.cabinet_type,
    capacity: isContainerType(load.cabinet_type) ? CONTAINER_CAPACITIES[load.cabinet_type] : null,
    totalVolume: totalVolume(products),
    products,
  });
}

export const recommendationRoutes = new Hono<AppEnv>()
  .get('/scgl/rfsystemgroupdata/recommend', async (c) => {
    const query = queryOf(c, recommendQuery);
    const kind = query.type ?? undefined;
    const tiles =
      kind === WHOLE_CONTAINER_KIND ? [] : await productTiles(c, query.languageId, kind);
    const loads =
      kind === undefined || kind === WHOLE_CONTAINER_KIND
        ? await wholeContainerTiles(c, query.languageId)
        : [];
    return ok(c, [...tiles, ...loads]);
  })
  // The contract's path, and the short one the spec lists.
  .get('/scgl/rfsystemgroupdata/fcl/detail', wholeContainer)
  .get('/fcl/detail', wholeContainer);
