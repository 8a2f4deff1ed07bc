/** What the backend UI's client storage holds (wire-compat): `{dataType, content, type, datetime}` items, read without zod. */
import type { StoredItem } from '../contract/entities/shell.js';

/**
 * The stored item a parsed value is, else undefined: the contract's `storedItem`, read without zod, since every
 * page reads its settings first (a test holds the two to the same answers). Self-contained (the theme's head script
 * embeds its source).
 */
export function storedItemOf(value: unknown): StoredItem | undefined {
  const typeNames: readonly unknown[] = ['string', 'number', 'bigint', 'boolean', 'symbol', 'undefined', 'object', 'function'];
  // `content` may hold anything, undefined too, but must be there.
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('content' in value)) return undefined;
  const { dataType, content, type, datetime } = value as Record<string, unknown>;
  if (!typeNames.includes(dataType) || typeof datetime !== 'number' || !Number.isFinite(datetime)) return undefined;
  if (type != null && typeof type !== 'string' && typeof type !== 'boolean') return undefined;
  return { dataType, content, type, datetime } as StoredItem;
}

/**
 * What a stored string means: an item's content back in its type (the original UI coerced numbers and booleans by
 * `dataType`); anything else, JSON of another shape included, the string itself. Self-contained but for `itemOf`,
 * which the head script passes in.
 */
export function storedValueOf(raw: string, itemOf: (value: unknown) => StoredItem | undefined = storedItemOf): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  const item = itemOf(parsed);
  if (!item) return raw;
  if (item.dataType === 'number') return Number(item.content);
  if (item.dataType === 'boolean') return item.content === true || item.content === 'true';
  return item.content;
}
