/** Category tree node (spec section 3); `show` is the backend's display flag. */
import * as z from 'zod/mini';
import './zod.js';

export interface CategoryNode {
  id: string | number;
  label: string;
  show?: boolean | number | string | null | undefined;
  children?: CategoryNode[] | null | undefined;
  [key: string]: unknown;
}

export const categoryNode: z.ZodMiniType<CategoryNode> = z.lazy(() =>
  z.looseObject({
    id: z.union([z.string(), z.number()]),
    label: z.string(),
    show: z.nullish(z.union([z.boolean(), z.number(), z.string()])),
    children: z.nullish(z.array(categoryNode)),
  }),
);
export const categoryTree = z.array(categoryNode);
export type CategoryTree = CategoryNode[];
