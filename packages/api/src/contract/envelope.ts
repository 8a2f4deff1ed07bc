/** The backend's response envelope `{ code, msg, data }` (wire-compat): code 0 success, 1 business error. */
import * as z from 'zod';

export type Envelope<T> = { code: number; msg?: string | null; data: T };

/**
 * Wraps a data schema in the envelope. The return type is spelled out because zod's inferred object type
 * cannot tell, for a generic `T`, whether `data` is optional, and would hide `data` from callers.
 */
export function envelope<T extends z.ZodType>(data: T): z.ZodType<Envelope<z.output<T>>, Envelope<z.input<T>>> {
  return z.object({ code: z.number(), msg: z.string().nullish(), data }) as unknown as z.ZodType<
    Envelope<z.output<T>>,
    Envelope<z.input<T>>
  >;
}
