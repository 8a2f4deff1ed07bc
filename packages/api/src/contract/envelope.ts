/** The backend's response envelope `{ code, msg, data }` (wire-compat): code 0 success, 1 business error. */
import * as z from 'zod/mini';
import './zod.js';

export type Envelope<T> = { code: number; msg?: string | null; data: T };

/**
 * Wraps a data schema in the envelope. The return type is spelled out because zod's inferred object type
 * cannot tell, for a generic `T`, whether `data` is optional, and would hide `data` from callers.
 */
export function envelope<T extends z.core.$ZodType>(
  data: T,
): z.ZodMiniType<Envelope<z.output<T>>, Envelope<z.input<T>>> {
  return z.object({
    code: z.number(),
    msg: z.nullish(z.string()),
    data,
  }) as unknown as z.ZodMiniType<Envelope<z.output<T>>, Envelope<z.input<T>>>;
}
