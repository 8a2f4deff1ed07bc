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
  // Each result names the read it answers: a newer key or a retry shows 'loading' until its own answer arrives.
  const [result, setResult] = useState<{ read: string; state: LoadState; data?: T; error?: unknown }>();
  const read = key === undefined ? undefined : `${key}#${attempt}`;
  useEffect(() => {
    if (read === undefined) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ read, state: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ read, state: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; `read` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result?.read === read ? result : undefined;
  return { state: current?.state ?? 'loading', data: current?.data, error: current?.error, retry };
}
