/** Checks a form's fields before sending: errors show at the fields once the user has tried to send, then follow each edit. */
import { useCallback, useState } from 'react';
import type { ValidationKey } from '@kontor/api/rules';

export type Checks<V> = { [K in keyof V]?: (value: V[K]) => ValidationKey | undefined };

export function useFieldChecks<V extends { [K in keyof V]: string }>(values: V, checks: Checks<V>) {
  const [tried, setTried] = useState<ReadonlySet<keyof V>>(new Set());
  const problemOf = useCallback(
    (name: keyof V) => checks[name]?.(values[name]),
    [checks, values],
  );
  return {
    /** The failure key of a field the user has tried to send, else undefined. */
    errorOf: (name: keyof V) => (tried.has(name) ? problemOf(name) : undefined),
    /** Marks the fields as tried; true when all of them pass. */
    check(...names: (keyof V)[]): boolean {
      setTried((before) => new Set([...before, ...names]));
      return names.every((name) => problemOf(name) === undefined);
    },
    /** Forgets that the fields were tried: a value the form cleared itself is not the user's mistake. */
    forget(...names: (keyof V)[]): void {
      setTried((before) => new Set([...before].filter((name) => !names.includes(name))));
    },
  };
}

/** Focuses the first field that reports itself invalid, after React has rendered the errors. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus());
}
