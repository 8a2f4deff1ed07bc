/** The MyBatis-Plus page every paged list answers with (wire-compat: `{ records, total, size, current, pages }`). */
import * as z from 'zod/mini';
import '../zod.js';

/* @__NO_SIDE_EFFECTS__ */
export function page<T extends z.core.$ZodType>(item: T) {
  // Loose: MyBatis-Plus also sends orders, searchCount, optimizeCountSql..., which we keep untouched.
  return z.looseObject({
    records: z.array(item),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  });
}

export type Page<T> = {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  [key: string]: unknown;
};
