/** useNextTask: turns true a task after `ready` does, so what it gates draws in a task of its own. */
import { useEffect, useState } from 'react';

/**
 * For a screen's parts below its first screenful: drawn with the rest, they made the task that shows the data one
 * long task. A macrotask, not a microtask, so the browser may paint and handle input in between. It never turns back.
 */
export function useNextTask(ready: boolean): boolean {
  const [next, setNext] = useState(false);
  useEffect(() => {
    if (!ready || next) return;
    const timer = setTimeout(() => setNext(true), 0);
    return () => clearTimeout(timer);
  }, [ready, next]);
  return next;
}
