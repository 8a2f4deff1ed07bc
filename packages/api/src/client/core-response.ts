/** Reads a response the backend's way: status, envelope `{code, msg, data}`, then the contract schema. */
import type { $ZodType } from 'zod/v4/core';
import { KontorApiError, errorMessage } from './errors.js';

export interface ReadOptions {
  /** Validate the whole body instead of the envelope's `data` (OAuth token answers are bare). */
  raw?: boolean | undefined;
  /** `METHOD path`, carried by the error. */
  call: string;
  statusMessages: Readonly<Record<string, string>>;
}

type Body = { code?: unknown; msg?: unknown; data?: unknown; requestId?: unknown };

const isRecord = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

const messageOf = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.msg === 'string' && body.msg !== '' ? body.msg : undefined;

/** The body as JSON, or a typed error; an empty or malformed body never crashes the caller. */
export async function readJson(response: Response, options: ReadOptions): Promise<unknown> {
  const { status } = response;
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    // The connection broke mid-body; a failed status still says more than "unreachable".
    const failed = status !== 200;
    const message = failed ? errorMessage(status, undefined, options.statusMessages) : errorMessage('network', undefined, options.statusMessages);
    throw new KontorApiError(failed ? 'http' : 'network', message, { status, call: options.call, cause });
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    // A failed status explains itself better than "not JSON" (proxies answer 502 with HTML).
    const kind = status === 200 ? 'parse' : 'http';
    throw new KontorApiError(kind, errorMessage(status === 200 ? undefined : status, undefined, options.statusMessages), {
      status,
      call: options.call,
      cause,
    });
  }
}

/**
 * What a Kontor server adds to a refusal's `data` (the original backend sends null): the field it is about and the
 * bound it broke. Anything else there is ignored.
 */
function refusalDetails(body: unknown): { field?: string; max?: number } {
  const data = isRecord(body) ? body.data : undefined;
  if (typeof data !== 'object' || data === null) return {};
  const { field, max } = data as { field?: unknown; max?: unknown };
  return {
    ...(typeof field === 'string' && /^[\w.]{1,200}$/.test(field) ? { field } : {}),
    ...(typeof max === 'number' && Number.isFinite(max) ? { max } : {}),
  };
}

/** Rejects a status other than 200 and a body with code 1, with the message precedence of spec section 8. */
export function checkEnvelope(status: number, body: unknown, options: ReadOptions): void {
  const msg = messageOf(body);
  const code = isRecord(body) && typeof body.code === 'number' ? body.code : undefined;
  // A Kontor server names an unexpected failure by a request id, so the toast can show it to support.
  const requestId = isRecord(body) && typeof body.requestId === 'string' ? body.requestId.slice(0, 64) : undefined;
  const details = { status, code, call: options.call, requestId, ...(code === 1 ? refusalDetails(body) : {}) };
  if (status !== 200) throw new KontorApiError('http', errorMessage(status, msg, options.statusMessages), details);
  if (code === 1) throw new KontorApiError('business', errorMessage(status, msg, options.statusMessages), details);
}

/**
 * The result of a call: the envelope's `data`, or the whole body for raw calls, validated by `schema` (through its
 * Standard Schema `validate`, so this module loads no zod of its own) once the status and the envelope are checked.
 */
export async function readResult(status: number, body: unknown, schema: $ZodType, options: ReadOptions): Promise<unknown> {
  checkEnvelope(status, body, options);
  if (!options.raw && !(isRecord(body) && typeof body.code === 'number')) {
    throw schemaError(status, options, 'the body is not a {code, msg, data} envelope');
  }
  const value = options.raw ? body : (body as Body).data;
  const result = await schema['~standard'].validate(value);
  if (result.issues) throw schemaError(status, options, { issues: result.issues });
  return result.value;
}

function schemaError(status: number, options: ReadOptions, cause: unknown): KontorApiError {
  return new KontorApiError('schema', errorMessage(undefined, undefined, options.statusMessages), {
    status,
    call: options.call,
    cause,
  });
}
