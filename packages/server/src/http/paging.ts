/** The MyBatis-Plus page every paged list answers with (wire-compat). */
export interface PageArgs {
  current: number;
  size: number;
}

export const DEFAULT_PAGE: PageArgs = { current: 1, size: 10 };
/** Guards the database from a client asking for a million rows at once. */
const MAX_PAGE_SIZE = 500;

export function pageArgs(query: { current?: unknown; size?: unknown }): PageArgs & { offset: number } {
  const current = Math.max(1, Math.floor(Number(query.current) || DEFAULT_PAGE.current));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(query.size) || DEFAULT_PAGE.size)));
  return { current, size, offset: (current - 1) * size };
}

export function pageOf<T>(records: T[], total: number, { current, size }: PageArgs) {
  return { records, total, size, current, pages: Math.ceil(total / size), orders: [], searchCount: true };
}
