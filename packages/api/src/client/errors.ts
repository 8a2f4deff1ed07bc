/** The error catalogue of spec section 8 and the typed error every call rejects with. */
export const STATUS_MESSAGES: Readonly<Record<string, string>> = {
  '000': 'Too frequent, do not repeat the request',
  '401': 'No permission for this operation',
  '403': 'No permission for this operation',
  '404': 'Resource does not exist',
  '417': 'No login account bound; log in with a password, then bind',
  '423': 'Demo environment, cannot operate',
  '426': 'Username does not exist or password wrong',
  '428': 'Verification code wrong, re-enter',
  '429': 'Requests too frequent',
  '479': 'Demo environment, no permission',
  default: 'Unknown system error, report to the administrator',
  // Not statuses: the call got no answer. Keys in the same table so one translation covers all toasts.
  timeout: 'The server did not answer in time, try again',
  network: 'The server cannot be reached, check the connection',
};

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
  cause?: unknown;
}

export class KontorApiError extends Error {
  override readonly name = 'KontorApiError';
  readonly status: number | undefined;
  readonly code: number | undefined;
  readonly call: string | undefined;

  constructor(
    readonly kind: KontorErrorKind,
    message: string,
    details: KontorApiErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.call = details.call;
  }
}

export function isKontorApiError(error: unknown): error is KontorApiError {
  return error instanceof KontorApiError;
}

/** Message precedence: the server's msg, else the status table, else the generic text. */
export function errorMessage(
  status: number | 'timeout' | 'network' | undefined,
  msg?: string | null,
  table: Readonly<Record<string, string>> = STATUS_MESSAGES,
): string {
  if (msg) return msg;
  const fromTable = status === undefined ? undefined : table[String(status)];
  return fromTable ?? table.default ?? STATUS_MESSAGES.default!;
}
