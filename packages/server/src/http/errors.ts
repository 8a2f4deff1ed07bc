/** Errors a handler throws to answer in the envelope: a business error (200, code 1) or an HTTP status. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { $ZodError } from 'zod/v4/core';
import { errorMessage } from '@kontor/api/rules';

export class ApiError extends Error {
  constructor(
    /** What the user reads: a message key (validation.*) for business rules, a text for statuses. */
    readonly msg: string,
    readonly status: ContentfulStatusCode = 200,
  ) {
    super(msg);
  }
}

/** A business rule refused the request: HTTP 200, code 1, the rule's message key. */
export const refuse = (key: string) => new ApiError(key, 200);

/** The statuses the server answers (spec section 8); their texts have one home, the status table in rules. */
export type KnownStatus = 401 | 403 | 404 | 417 | 426 | 428 | 429;

export const statusError = (status: KnownStatus, msg: string = errorMessage(status)) => new ApiError(msg, status);

export const notFound = () => statusError(404);

/** Message keys look like 'validation.order.eta.required'; zod's own texts do not. */
const MESSAGE_KEY = /^[a-zA-Z]\w*(\.\w+)+$/;
export const INVALID_REQUEST_KEY = 'validation.invalid';

/** The message of the first issue, when the schema names it by key; else the generic key. */
export function issueKey(error: $ZodError): string {
  const message = error.issues[0]?.message ?? '';
  return MESSAGE_KEY.test(message) ? message : INVALID_REQUEST_KEY;
}
