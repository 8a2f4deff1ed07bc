/** One public read for a widget: loading, error or ready, with a retry; a newer read cancels the older one. */
import { useCallback, useEffect, useState } from 'react';

export type LoadState = 'loading' | 'error' | 'ready';

export interface PublicData<T> {
  state: LoadState;
  data: T | undefined;
  /** Why the last read failed (state 'error'). */
  error: unknown;
  retry: () => void;
}

/** `load` runs whenever `key` changes (and on retry); undefined `key` loads nothing. */
export function usePublicData<T>(key: string | undefined, load: (signal: AbortSignal) => Promise<T>): PublicData<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: LoadState; data?: T; error?: unknown }>();
  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    setResult({ key, state: 'loading' });
    load(controller.signal).then(
      (data) => setResult({ key, state: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, state: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result?.key === key ? result : undefined;
  return { state: current?.state ?? 'loading', data: current?.data, error: current?.error, retry };
}
