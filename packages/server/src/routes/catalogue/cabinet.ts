/**
 * Container (cabinet) hints: how full the cart or one product's quantity makes each container type,
 * how many m³ (or pieces) are still needed, and the minimum. Every number comes from @kontor/api/rules.
 */
import { Hono, type Context } from 'hono';
import { cabinetProductBody, cabinetQueryBody, type CabinetHint } from '@kontor/api/contract';
import {
  CONTAINER_CAPACITIES,
  CONTAINER_LABELS,
  CONTAINER_TYPES,
  MAX_CART_VOLUME,
  containerFillPercent,
  containersFor,
  FALLBACK_LANGUAGE,
  LANGUAGE_IDS,
  exceedsVolumeCap,
  formatVolume,
  isContainerType,
  smallestContainerFor,
  totalVolume,
  volumeStillNeeded,
  type ContainerType,
} from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { authenticate } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { bodyOf, numericIds } from '../../http/request.js';
import { idOf } from './products.js';

type Texts = readonly [zh: string, en: string, de: string, fr: string];
const TIPS = {
  missing: [
    '再加 {m} 即可装满 {t} 柜',
    '{m} more fills the {t} container',
    'Noch {m} bis der {t}-Container voll ist',
    'Encore {m} pour remplir le conteneur {t}',
  ],
  full: [
    '{t} 柜已装满',
    'The {t} container is full',
    'Der {t}-Container ist voll',
    'Le conteneur {t} est plein',
  ],
  overCap: [
    '总体积不能超过 {m}',
    'The total volume cannot exceed {m}',
    'Das Gesamtvolumen darf {m} nicht überschreiten',
    'Le volume total ne peut pas dépasser {m}',
  ],
} satisfies Record<string, Texts>;

function tip(texts: Texts, languageId: number, volume: number, type: ContainerType): string {
  return texts[languageId - 1]!.replace('{m}', formatVolume(volume, languageId)).replace(
    '{t}',
    CONTAINER_LABELS[type],
  );
}

/** The hint for one container type; `unitVolume` turns missing m³ into pieces for a single product. */
function hint(
  volume: number,
  type: ContainerType,
  languageId: number,
  unitVolume?: number,
): CabinetHint {
  const missingVolume = volumeStillNeeded(volume, type);
  const tips = exceedsVolumeCap(volume)
    ? tip(TIPS.overCap, languageId, MAX_CART_VOLUME, type)
    : tip(missingVolume === 0 ? TIPS.full : TIPS.missing, languageId, missingVolume, type);
  return {
    cabinetType: type,
    capacity: CONTAINER_CAPACITIES[type],
    volume,
    missingVolume,
    fillPercent: containerFillPercent(volume, type),
    containers: containersFor(volume, type),
    exceedsCap: exceedsVolumeCap(volume),
    ...(unitVolume ? { minQuantity: Math.ceil(missingVolume / unitVolume) } : {}),
    tips,
  };
}

const typesAsked = (cabinetType: string | null | undefined): ContainerType[] =>
  isContainerType(cabinetType) ? [cabinetType] : CONTAINER_TYPES;

/** The body's volume, else the caller's cart (optionally only some lines): that needs the bearer token. */
async function cartVolume(
  c: Context<AppEnv>,
  body: { volume?: number | null; cartType?: number | null; cartIds?: (string | number)[] | null },
) {
  if (body.volume != null) return body.volume;
  const user = await authenticate(c);
  const ids = body.cartIds?.length ? numericIds(body.cartIds) : null;
  const lines = await c.var.db.query<{ volume: string; quantity: number }>(
    `SELECT s.volume, ci.quantity FROM cart_item ci JOIN sku s ON s.id = ci.sku_id
      WHERE ci.user_id = $1 AND ($2::int IS NULL OR ci.cart_type = $2) AND ($3::int[] IS NULL OR ci.id = ANY($3))`,
    [user.id, body.cartType ?? null, ids],
  );
  return totalVolume(lines.map((l) => ({ volume: Number(l.volume), quantity: l.quantity })));
}

async function productOf(c: Context<AppEnv>, skuId: string | number) {
  const [row] = await c.var.db.query<{
    volume: string;
    packing_unit: number;
    qty_20: number;
    qty_40: number;
    qty_40h: number;
  }>('SELECT volume, packing_unit, qty_20, qty_40, qty_40h FROM sku WHERE id = $1', [idOf(skuId)]);
  if (!row) throw notFound();
  const perContainer: Record<ContainerType, number> = {
    '20': row.qty_20,
    '40': row.qty_40,
    '40H': row.qty_40h,
  };
  return { unitVolume: Number(row.volume), packingUnit: row.packing_unit, perContainer };
}

/** Hints without a language id speak the fallback language. */
const LANGUAGE_DEFAULT = LANGUAGE_IDS[FALLBACK_LANGUAGE];

export const cabinetRoutes = new Hono<AppEnv>()
  .post('/scgl/rfcabinetconfig/cabinetConfig/tipps', async (c) => {
    const body = await bodyOf(c, cabinetQueryBody);
    const volume = await cartVolume(c, body);
    const hints = typesAsked(body.cabinetType).map((type) =>
      hint(volume, type, body.languageId ?? LANGUAGE_DEFAULT),
    );
    return ok(c, isContainerType(body.cabinetType) ? hints[0] : hints);
  })
  .post('/scgl/rfcabinetconfig/cabinetConfig/min', async (c) => {
    const body = await bodyOf(c, cabinetQueryBody);
    const volume = await cartVolume(c, body);
    // The smallest container the cart fits in (the largest when it fits none), and what fills it.
    const type = isContainerType(body.cabinetType)
      ? body.cabinetType
      : (smallestContainerFor(volume) ?? CONTAINER_TYPES.at(-1)!);
    return ok(c, hint(volume, type, body.languageId ?? LANGUAGE_DEFAULT));
  })
  .post('/scgl/rfcabinetconfig/cabinetConfig/tippsOne', async (c) => {
    const body = await bodyOf(c, cabinetProductBody);
    const product = await productOf(c, body.skuId);
    const volume = totalVolume([{ volume: product.unitVolume, quantity: body.quantity ?? 0 }]);
    const hints = typesAsked(body.cabinetType).map((type) => ({
      ...hint(volume, type, body.languageId ?? LANGUAGE_DEFAULT, product.unitVolume),
      fullQuantity: product.perContainer[type],
    }));
    return ok(c, isContainerType(body.cabinetType) ? hints[0] : hints);
  })
  .post('/scgl/rfcabinetconfig/cabinetConfig/minOne', async (c) => {
    const body = await bodyOf(c, cabinetProductBody);
    const product = await productOf(c, body.skuId);
    const type = isContainerType(body.cabinetType) ? body.cabinetType : CONTAINER_TYPES[0]!;
    // One export carton is the least that ships; a full container of this type is fullQuantity.
    return ok(c, {
      ...hint(
        totalVolume([{ volume: product.unitVolume, quantity: product.packingUnit }]),
        type,
        body.languageId ?? LANGUAGE_DEFAULT,
        product.unitVolume,
      ),
      minQuantity: product.packingUnit,
      fullQuantity: product.perContainer[type],
    });
  });
