/** Building blocks shared by the entity schemas: how the backend spells ids, flags and dates. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';

/** Ids arrive as numbers, or as strings when the backend serialises Long ids as text. */
// Bounded (issue 9): a safe whole number, or text of at most 64 characters (Long ids as text).
export const entityId = z.union([checked(z.number(), z.int()), checked(z.string(), z.maxLength(64))]);
export type EntityId = z.infer<typeof entityId>;

/** Yes/no flags: PigX writes '0'/'1' strings, newer endpoints 0/1 or booleans. */
export const flag = z.union([z.boolean(), z.number(), z.string()]);
/** A yes/no a client sends: a boolean or 0/1, nothing else (what the backend reads is `flag`, more tolerant). */
export const sentFlag = z.union([z.boolean(), z.literal(0), z.literal(1)]);

/**
 * A dictionary value (a status, a type, a kind): read as its number, also when the backend writes it as a numeric
 * string ('1'), as PigX does for dictionary columns, so one such row does not fail a whole list.
 */
export const dictValue = z.pipe(
  z.union([checked(z.number(), z.int()), checked(z.string(), z.regex(/^-?\d+$/))]),
  z.transform((value: number | string) => Number(value)),
);

/** Dates and times as Jackson writes them (`yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`). */
export const dateText = z.string();

/** Optional and nullable: the backend sends null for empty columns. */
/* @__NO_SIDE_EFFECTS__ */
export function maybe<T extends z.core.$ZodType>(schema: T) {
  return z.nullish(schema);
}
