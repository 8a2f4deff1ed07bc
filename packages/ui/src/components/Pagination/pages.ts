/** Which page buttons a pager shows: first, last, the current page with its neighbours, gaps between. */
export type PageSlot = number | 'gap-start' | 'gap-end';

/** The number of pages of a MyBatis-Plus page (`total` records, `size` per page); at least 1. */
export function pageCount(total: number, size: number): number {
  if (size <= 0 || total <= 0) return 1;
  return Math.ceil(total / size);
}

/**
 * The slots for `current` of `pages`, keeping `siblings` pages each side of the current one.
 * The list always has the same length once there are enough pages, so buttons do not jump.
 */
export function pageSlots(current: number, pages: number, siblings = 1): PageSlot[] {
  const visible = siblings * 2 + 5;
  if (pages <= visible) return Array.from({ length: pages }, (_, i) => i + 1);
  const at = Math.min(Math.max(current, 1), pages);
  const start = Math.max(2, Math.min(at - siblings, pages - siblings * 2 - 2));
  const end = Math.min(pages - 1, Math.max(at + siblings, siblings * 2 + 3));
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('gap-start');
  for (let page = start; page <= end; page += 1) slots.push(page);
  if (end < pages - 1) slots.push('gap-end');
  slots.push(pages);
  return slots;
}
