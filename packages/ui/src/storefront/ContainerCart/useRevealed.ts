/** useRevealed: how many of a long list's rows to render now; the rest follow a batch per task, so no task blocks long.
 *  useSecondTask: the same for one part, a task after the first render. */
import { useEffect, useState } from 'react';

/** Rows in the first render: a phone's first screen of cart cards (a line is a stepper, buttons and six figures). */
export const FIRST_ROWS = 3;
/** Rows per later task: a line costs ~15 ms on a slow phone, so a batch stays under a long task (50 ms). */
export const ROWS_PER_TASK = 3;

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

/**
 * False in the first render, true a task later: for a part beside or below the first rows (the cart's summary), so
 * the rows and the part are two tasks. It never turns back.
 */
export function useSecondTask(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    if (second) return;
    const timer = setTimeout(() => setSecond(true), 0);
    return () => clearTimeout(timer);
  }, [second]);
  return second;
}
