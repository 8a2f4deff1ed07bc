/** useInSteps: how many of a list's items to draw now, a few more each task, so a long list never draws in one task. */
import { useEffect, useState } from 'react';

/**
 * Product cards a task draws. A card (image, name, facts, price, add button) took ~2.2 ms to render on this
 * project's 2-core machines (28 Nov), and Lighthouse's phone counts four times that: twelve cards at once were one
 * 27-30 ms task (TBT ~65 ms each on the home page's two lists); four keep a task near 9 ms, under the 12.5 ms that
 * counts as blocking there. On a wide screen the next rows follow a few ms later, before anyone could scroll to them.
 */
export const CARDS_PER_TASK = 4;

/**
 * Of `total` items, `step` at first, then `step` more each macrotask until all show (the browser may paint and take
 * input in between). It never shrinks: a list that grows on a refetch goes on from where it was.
 */
export function useInSteps(total: number, step: number): number {
  const [allowed, setAllowed] = useState(step);
  const shown = Math.min(total, allowed);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setAllowed((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return shown;
}
