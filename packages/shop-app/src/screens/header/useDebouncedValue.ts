/** A value that follows another after it has stopped changing for a while (search suggestions as you type). */
import { useEffect, useState } from 'react';

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 250;

export function useDebouncedValue<T>(value: T, delay = SUGGESTION_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
