/** The request layer: calls through the client's ky instance, answers read the backend's way, toasts and typed errors. */
import type { $ZodType } from 'zod/v4/core';
import { contractSchema, type AnswerOf, type AnswerSchema } from './answers.js';
import { absoluteBaseUrl } from './config.js';
import { checkEnvelope, readJson, readResult } from './core-response.js';
import type { Download } from './download.js';
import { KontorApiError } from './errors.js';
import { createRequest, type CallState, type RequestDeps } from './request.js';

export type Method = 'get' | 'post' | 'put' | 'delete';
export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  json?: unknown;
  /** Query parameters; null and undefined ones are left out. */
  searchParams?: SearchParams;
  /** An x-www-form-urlencoded body. */
  form?: SearchParams;
  /** Any other body (FormData for uploads). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** `bearer` (default): the stored access token; `basic`: the client credential of token calls; `none`. */
  auth?: 'bearer' | 'basic' | 'none';
  /** Validate the whole body with the schema instead of the envelope's `data`. */
  raw?: boolean;
  /** Reject without the onError toast: the caller shows the message itself. */
  quiet?: boolean;
  signal?: AbortSignal;
}

export type DownloadOptions = Omit<CallOptions, 'raw'>;

export interface Http {
  /**
   * Sends a request and returns the `data` of the envelope (or the body, with `raw`), checked against `schema`: a
   * zod schema, or a contract schema by name (`'cartPage'`), which loads with the contract while the call runs.
   */
  call<S extends AnswerSchema>(method: Method, path: string, schema: S, options?: CallOptions): Promise<AnswerOf<S>>;
  /** Sends a request and returns the file with its name (Content-Disposition, else named after the path). */
  download(method: Method, path: string, options?: DownloadOptions): Promise<Download>;
  /** The absolute URL of a path, for `<img src>` and links that the browser loads itself. */
  url(path: string, searchParams?: SearchParams): string;
}

export type HttpDeps = RequestDeps;

function definedParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

export function createHttp(deps: HttpDeps): Http {
  const { config, session } = deps;
  const baseUrl = absoluteBaseUrl(config.baseUrl);
  const request = createRequest(deps);

  /** One call through ky: resolves the answer whatever its status; its state tells how a 401 refresh went. */
  function send(method: Method, path: string, options: CallOptions) {
    const state: CallState = { auth: options.auth ?? 'bearer', call: `${method.toUpperCase()} ${path}` };
    const form = definedParams(options.form);
    const body = form ? new URLSearchParams(form) : options.body;
    const response = request(
      path,
      {
        method,
        ...(options.json !== undefined ? { json: options.json } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(options.searchParams ? { searchParams: definedParams(options.searchParams) } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      },
      state,
    );
    return { state, response };
  }

  /** The side effects of a failure: 401 ends the session locally; everything not quiet is toasted. */
  function fail(error: unknown, options: CallOptions, state: CallState): never {
    if (!(error instanceof KontorApiError)) throw error;
    let toast = !options.quiet && !(error.status !== undefined && config.quietStatuses.includes(error.status));
    // A token call's 401 is a refused grant, not the end of a session: a refresh's callers end it with their own 401
    // (the status table's message, once), and a login form shows its own failure.
    if (error.status === 401 && options.auth !== 'basic') {
      // Only the call that ended the session toasts, so N concurrent 401s show one message.
      toast = session.localLogout(state.refreshFailed ? 'refresh-failed' : 'unauthorized') && toast;
    }
    if (toast) config.hooks.onError?.(error.message, error);
    throw error;
  }

  /** What an answer is checked against: a schema at once; a named one loads with the contract, while the call runs. */
  function checkOf(schema: AnswerSchema): $ZodType | Promise<$ZodType> {
    if (typeof schema !== 'string') return schema;
    const loading = contractSchema(schema);
    // Awaited after the answer; a call that fails first must not leave this rejection unhandled.
    loading.catch(() => undefined);
    return loading;
  }

  async function call<S extends AnswerSchema>(
    method: Method,
    path: string,
    schema: S,
    options: CallOptions = {},
  ): Promise<AnswerOf<S>> {
    const check = checkOf(schema);
    const { state, response: sent } = send(method, path, options);
    const read = { raw: options.raw, call: state.call, statusMessages: config.statusMessages };
    try {
      const response = await sent;
      const body = await readJson(response, read);
      return (await readResult(response.status, body, await check, read)) as AnswerOf<S>;
    } catch (error) {
      fail(error, options, state);
    }
  }

  async function download(method: Method, path: string, options: DownloadOptions = {}): Promise<Download> {
    const { state, response: sent } = send(method, path, options);
    const read = { call: state.call, statusMessages: config.statusMessages };
    try {
      const response = await sent;
      const type = response.headers.get('Content-Type') ?? '';
      // Errors (and a refused export) come back as the JSON envelope instead of the file.
      if (response.status !== 200 || type.includes('application/json')) {
        checkEnvelope(response.status, await readJson(response.clone(), read), read);
      }
      // The naming code loads with the first download, not with every route.
      const { fileNameFromDisposition, fileNameFromPath } = await import('./download.js');
      const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fileNameFromPath(path, type);
      return { blob: await response.blob(), fileName };
    } catch (error) {
      fail(error, options, state);
    }
  }

  function url(path: string, searchParams?: SearchParams): string {
    const target = new URL(path.replace(/^\//, ''), baseUrl);
    for (const [key, value] of Object.entries(definedParams(searchParams) ?? {})) target.searchParams.set(key, value);
    return target.href;
  }

  return { call, download, url };
}
