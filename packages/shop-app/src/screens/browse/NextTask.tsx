/** NextTask: renders its children one task after the first screen, so below-the-fold sections do not lengthen its task. */
import { useEffect, useState, type ReactNode } from 'react';

/**
 * Only for what sits below the first screen: it appears under what is already shown, so nothing in view moves.
 * A macrotask (not a microtask or an effect alone) lets the browser paint and take input in between.
 */
export function NextTask({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <>{children}</> : null;
}
