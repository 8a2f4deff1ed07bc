/**
 * Quantity edits shown at once (the gauge follows within a frame) and sent to the server after the stepper
 * rests; a refused change falls back to the server's quantity (the api hook has already said why). A change the
 * shop could not take just now (no answer, or briefly unavailable) stays on screen and is sent again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isRetryable } from '@kontor/api/client';
import type { CartLineView } from '../../queries/cart.js';

/** The stepper may be pressed several times in a row: one PUT per line after it rests this long. */
export const QUANTITY_SEND_DELAY_MS = 400;
/** A change the shop could not take is sent again this much later, this many times (a database restart's length). */
export const QUANTITY_RESEND_DELAY_MS = 3000;
export const QUANTITY_RESENDS = 10;

type LineId = string | number;

export function useQuantityEdits(
  serverLines: readonly CartLineView[] | undefined,
  send: (line: { id: LineId; quantity: number }) => Promise<unknown>,
) {
  const [edits, setEdits] = useState<ReadonlyMap<LineId, number>>(() => new Map());
  const timers = useRef(new Map<LineId, ReturnType<typeof setTimeout>>());
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const forget = useCallback((id: LineId, quantity?: number) => {
    setEdits((previous) => {
      if (!previous.has(id) || (quantity !== undefined && previous.get(id) !== quantity)) return previous;
      const next = new Map(previous);
      next.delete(id);
      return next;
    });
  }, []);

  const change = useCallback(
    (id: LineId, quantity: number) => {
      setEdits((previous) => new Map(previous).set(id, quantity));
      const send = (delay: number, resends: number) => {
        clearTimeout(timers.current.get(id));
        timers.current.set(
          id,
          setTimeout(() => {
            timers.current.delete(id);
            // Kept until the refetched cart carries it (or dropped on a refusal), so the number never jumps back.
            sendRef.current({ id, quantity }).catch((error: unknown) => {
              // A newer change of the line, waiting meanwhile, is the one to send.
              if (isRetryable(error) && resends > 0 && !timers.current.has(id)) send(QUANTITY_RESEND_DELAY_MS, resends - 1);
              else forget(id, quantity);
            });
          }, delay),
        );
      };
      send(QUANTITY_SEND_DELAY_MS, QUANTITY_RESENDS);
    },
    [forget],
  );

  // Once the server's lines agree with an edit, the edit is no longer needed.
  useEffect(() => {
    for (const line of serverLines ?? []) {
      if (edits.get(line.id) === line.quantity && !timers.current.has(line.id)) forget(line.id, line.quantity);
    }
  }, [serverLines, edits, forget]);

  const lines = useMemo(
    () => (serverLines ?? []).map((line) => (edits.has(line.id) ? { ...line, quantity: edits.get(line.id)! } : line)),
    [serverLines, edits],
  );
  return { lines, change, pending: edits.size > 0 };
}
