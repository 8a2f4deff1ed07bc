/** Sorting rows for a Table's sort descriptor: numbers by value, text by the user's language, empty values last. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SortDescriptor } from 'react-aria-components/Table';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A sorted copy of `rows` by the column the descriptor names (the column id is the row's field). */
export function sortRows<T extends object>(
  rows: readonly T[],
  descriptor: SortDescriptor | undefined,
  collator: Intl.Collator,
): T[] {
  if (!descriptor) return [...rows];
  const field = String(descriptor.column);
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  const valueOf = (row: T) => (row as Record<string, unknown>)[field];
  return [...rows].sort((rowA, rowB) => {
    const a = valueOf(rowA);
    const b = valueOf(rowB);
    // Empty values stay last whichever way the column is sorted.
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    const order =
      typeof a === 'number' && typeof b === 'number'
        ? a - b
        : collator.compare(String(a), String(b));
    return order * sign;
  });
}

/** `sortRows` with a collator for the current language, recomputed only when the rows or the sort change. */
export function useSortedRows<T extends object>(
  rows: readonly T[],
  descriptor: SortDescriptor | undefined,
): T[] {
  const { locale } = useIntl();
  const collator = useMemo(
    () => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }),
    [locale],
  );
  return useMemo(() => sortRows(rows, descriptor, collator), [rows, descriptor, collator]);
}
