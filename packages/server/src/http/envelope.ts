/** The `{code, msg, data}` envelope every response carries, and the statuses of spec section 8. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const ok = <T>(c: Context, data: T) => c.json({ code: 0, msg: null, data });

/** A business error: HTTP 200 with code 1 and the message the user sees. */
export const businessError = (c: Context, msg: string) => c.json({ code: 1, msg, data: null });

/** A refusal; `data` names the field and bound it is about when known (see RefusalDetails), else null. */
export const fail = (c: Context, status: ContentfulStatusCode, msg: string, data: object | null = null) =>
  c.json({ code: 1, msg, data }, status);
