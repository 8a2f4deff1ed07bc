/** The typed error every call rejects with, and the status table of spec section 8 (from rules). */
// The status table lives with the rules, where the server reads it too; the client keeps its names.
export { STATUS_MESSAGES, errorMessage } from '../rules/status-messages.js';

/**
 * What went wrong: `http` a status other than 200, `business` body code 1, `timeout` no answer in
 * time, `network` no answer at all, `parse` a body that is not JSON, `schema` JSON of the wrong shape.
 */
export type KontorErrorKind = 'http' | 'business' | 'timeout' | 'network' | 'parse' | 'schema';

export interface KontorApiErrorDetails {
  status?: number | undefined;
  /** The envelope's `code`, when the body had one. */
  code?: number | undefined;
  /** `METHOD path` of the call, for logs. */
  call?: string | undefined;
  /** The server's id of a failed request (answered with unexpected errors), for support to find its log line. */
  requestId?: string | undefined;
  /** The request field a refusal is about, as its path ('company', 'receivingTimes.0.from'), when the server names one. */
  field?: string | undefined;
  /** The bound the value broke (a maximum length or number), when the server names one. */
  max?: number | undefined;
  cause?: unknown;
}

export class KontorApiError extends Error {
  override readonly name = 'KontorApiError';
  readonly status: number | undefined;
  readonly code: number | undefined;
  readonly call: string | undefined;
  readonly requestId: string | undefined;
  readonly field: string | undefined;
  readonly max: number | undefined;

  constructor(
    readonly kind: KontorErrorKind,
    message: string,
    details: KontorApiErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.call = details.call;
    this.requestId = details.requestId;
    this.field = details.field;
    this.max = details.max;
  }
}

export function isKontorApiError(error: unknown): error is KontorApiError {
  return error instanceof KontorApiError;
}

/** Statuses that say "not now" rather than "not this": the server or a proxy in front of it is briefly away. */
export const RETRYABLE_STATUSES: readonly number[] = [408, 429, 502, 503, 504];

/**
 * A failure the same request may get past later (no answer, no answer in time, or the shop briefly unavailable, as
 * while its database restarts): what the user entered is kept for it, never thrown away.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof KontorApiError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.status !== undefined && RETRYABLE_STATUSES.includes(error.status));
}
