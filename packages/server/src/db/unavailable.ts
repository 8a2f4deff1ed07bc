/** Tells a database that is away (down, restarting, unreachable, too slow) from a query that failed on its own. */

/** The database did not answer: the request may be retried in a moment (HTTP 503 with Retry-After). */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * SQLSTATEs of a server that is away: connection exceptions (class 08), shutting down or starting up (57P01-57P03),
 * too many connections (53300) and a statement cut off by `statement_timeout` (57014).
 */
const AWAY_STATES = /^(08...|57P0[1-3]|53300|57014)$/;
/** Socket errors of a server that cannot be reached. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
/** node-postgres names its own connection failures in the message only. */
const CLIENT_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|Connection ended|after calling end on the pool/i;

export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (AWAY_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  // A failed connect may come as an AggregateError of one error per address tried.
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  return CLIENT_MESSAGES.test(error.message);
}

/** The error to rethrow: an unavailable database as DatabaseUnavailableError, anything else as it was. */
export const classify = (error: unknown): unknown => (isUnavailable(error) && !(error instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(error) : error);

/**
 * One log line when the database goes away and one when it answers again, instead of a stack per failed request.
 */
export function outageLog(log: (line: string) => void = console.warn) {
  let away = false;
  return {
    failed(error: unknown) {
      if (away || !isUnavailable(error)) return;
      away = true;
      log(`[kontor] PostgreSQL is unavailable (${error instanceof Error ? error.message : String(error)}): answering 503 until it returns`);
    },
    answered() {
      if (!away) return;
      away = false;
      log('[kontor] PostgreSQL answers again');
    },
  };
}
