/** Errors a handler throws to answer in the envelope: a business error (200, code 1) or an HTTP status. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { $ZodError } from 'zod/v4/core';
import { errorMessage } from '@kontor/api/rules';

/**
 * What a refusal adds in the envelope's `data` (null otherwise): the field it is about, as the request's path to it
 * ('company', 'receivingTimes.0.from'), and the bound it broke, so a form marks that field and says the limit.
 * Clients of the original backend read `msg` only; the extra data changes nothing for them.
 */
export interface RefusalDetails {
  field?: string;
  max?: number;
}

export class ApiError extends Error {
  constructor(
    /** What the user reads: a message key (validation.*) for business rules, a text for statuses. */
    readonly msg: string,
    readonly status: ContentfulStatusCode = 200,
    readonly details?: RefusalDetails,
  ) {
    super(msg);
  }
}

/** A business rule refused the request: HTTP 200, code 1, the rule's message key (and the field it is about). */
export const refuse = (key: string, details?: RefusalDetails) => new ApiError(key, 200, details);

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

/** Where the first issue lies in the request and, for a value too long or too big, its maximum. */
export function issueDetails(error: $ZodError): RefusalDetails | undefined {
  const issue = error.issues[0];
  if (!issue) return undefined;
  const details: RefusalDetails = {};
  if (issue.path.length > 0) details.field = issue.path.map(String).join('.');
  if (issue.code === 'too_big' && Number.isFinite(Number(issue.maximum))) details.max = Number(issue.maximum);
  return Object.keys(details).length > 0 ? details : undefined;
}
