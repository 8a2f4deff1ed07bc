/** useRevealed: how many of a long list's rows to render now; the rest follow a batch per task, so no task blocks long. */
import { useEffect, useState } from 'react';

/** Rows in the first render: more than a phone's first screen of cart cards, about a desktop's first screen of rows. */
export const FIRST_ROWS = 12;
/** Rows per later task: a few milliseconds each on a slow phone, well under a long task (50 ms). */
export const ROWS_PER_TASK = 8;

/** Grows towards `total` one batch per macrotask; it never shrinks, so rows stay mounted while the user works. */
export function useRevealed(total: number): number {
  const [shown, setShown] = useState(FIRST_ROWS);
  useEffect(() => {
    if (shown >= total) return;
    // A macrotask (not a microtask): the browser may paint and handle input between batches.
    const timer = setTimeout(() => setShown((count) => count + ROWS_PER_TASK), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
