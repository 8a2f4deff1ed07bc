/**
 * Container (cabinet) hint calls (spec section 7, Shop: Cabinet). tipps/min answer for the whole
 * cart, tippsOne/minOne for one product; the answers are not shown, so what the fill hint needs
 * (cabinet type, volumes, the m³ still missing) is typed and the rest kept.
 */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, maybe } from '../entities/index.js';
import { MAX_LINES_PER_REQUEST } from '../../rules/limits.js';
import { languageIdField } from './common.js';

export const cabinetQueryBody = z.looseObject({
  cartType: maybe(checked(z.number(), z.int())),
  // The cart lines an order may take at most (orders' cartIds).
  cartIds: maybe(checked(z.array(entityId), z.maxLength(MAX_LINES_PER_REQUEST))),
  cabinetType: maybe(z.string()),
  volume: maybe(checked(z.number(), z.minimum(0))),
  languageId: maybe(languageIdField),
});
export type CabinetQueryBody = z.input<typeof cabinetQueryBody>;

export const cabinetProductBody = z.looseObject({
  skuId: entityId,
  quantity: maybe(checked(z.number(), z.int(), z.minimum(0))),
  cabinetType: maybe(z.string()),
  languageId: maybe(languageIdField),
});
export type CabinetProductBody = z.input<typeof cabinetProductBody>;

export const cabinetHint = z.looseObject({
  cabinetType: maybe(z.string()),
  capacity: maybe(z.number()),
  volume: maybe(z.number()),
  missingVolume: maybe(z.number()),
  minQuantity: maybe(z.number()),
  tips: maybe(z.string()),
});
export type CabinetHint = z.infer<typeof cabinetHint>;
/** The answer may be one hint or one per cabinet type. */
export const cabinetHints = maybe(z.union([cabinetHint, z.array(cabinetHint)]));
