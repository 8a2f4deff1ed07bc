/** Request and response pieces shared by the calls of spec section 7: paging, language, counts, write answers. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId } from '../entities/index.js';
import {
  MAX_LINES_PER_REQUEST,
  PAGE_CURRENT_RANGE,
  PAGE_SIZE_RANGE,
  TEXT_MAX_LENGTH,
  isStorableText,
  type TextKind,
} from '../../rules/limits.js';
import { VALIDATION_KEYS } from '../../rules/validation.js';

/** A language id of spec section 1 (zh=1, en=2, de=3, fr=4) as the calls send it. */
export const languageIdField = checked(z.number(), z.int(), z.minimum(1), z.maximum(4));

/** A whole number within a range of rules/limits.ts, refused outside it with the range key (never the database's). */
/* @__NO_SIDE_EFFECTS__ */
export function rangedInt(range: { readonly min: number; readonly max: number }) {
  const error = VALIDATION_KEYS.numberRange;
  return checked(z.number(), z.int({ error }), z.minimum(range.min, { error }), z.maximum(range.max, { error }));
}

/** The page number of every paged call (from 1). */
export const pageCurrent = rangedInt(PAGE_CURRENT_RANGE);
/** The page size of every paged call: at most PAGE_SIZE_RANGE.max, refused above it rather than cut. */
export const pageSize = rangedInt(PAGE_SIZE_RANGE);

/** A status filter: one of the values of a status table (rules/statuses.ts), refused outside their range. */
/* @__NO_SIDE_EFFECTS__ */
export function statusFilter(table: readonly { readonly value: number }[]) {
  const values = table.map((entry) => entry.value);
  return rangedInt({ min: Math.min(...values), max: Math.max(...values) });
}

/** MyBatis-Plus paging query: `current` page (from 1) and page `size`. */
export const pageQuery = z.object({ current: pageCurrent, size: pageSize });
export type PageQuery = z.infer<typeof pageQuery>;

/** A list of ids, as batch deletes and batch reads send them. */
export const idList = checked(z.array(entityId), z.minLength(1), z.maxLength(MAX_LINES_PER_REQUEST));
export type IdList = z.infer<typeof idList>;

/** A body naming one record by id (closeQuestionById, getServiceById, ...). */
export const idBody = z.looseObject({ id: entityId });
export type IdBody = z.infer<typeof idBody>;

/** Free text of a kind (or a length) of rules/limits.ts, refused over it with the length key and with a NUL in it. */
/* @__NO_SIDE_EFFECTS__ */
export function boundedText(kind: TextKind | number) {
  const max = typeof kind === 'number' ? kind : TEXT_MAX_LENGTH[kind];
  return checked(
    z.string(),
    z.maxLength(max, { error: VALIDATION_KEYS.textTooLong }),
    z.refine(isStorableText, { error: VALIDATION_KEYS.textNul }),
  );
}

/** A body naming a product by its SKU code. */
export const skuCodeBody = z.looseObject({ skuCode: checked(boundedText('code'), z.minLength(1)) });
export type SkuCodeBody = z.infer<typeof skuCodeBody>;

/**
 * What a write call answers. The spec does not show it: PigX answers `true`, the saved record or
 * null, and success is already decided by `code: 0`, so the value is kept for the caller untyped.
 */
export const writeAnswer = z.unknown();
export type WriteAnswer = z.infer<typeof writeAnswer>;

/** A count; Jackson may write a Long as a string, so digits in a string count too. */
export const countValue = z.union([
  checked(z.number(), z.int(), z.minimum(0)),
  z.pipe(
    checked(z.string(), z.regex(/^\d+$/)),
    z.transform((digits) => Number(digits)),
  ),
]);
