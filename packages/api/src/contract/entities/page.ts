/** The MyBatis-Plus page every paged list answers with (wire-compat: `{ records, total, size, current, pages }`). */
import * as z from 'zod';

export const page = <T extends z.ZodType>(item: T) =>
  // Loose: MyBatis-Plus also sends orders, searchCount, optimizeCountSql..., which we keep untouched.
  z.looseObject({
    records: z.array(item),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  });

export type Page<T> = {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  [key: string]: unknown;
};
