/** The request layer: fetch with the backend's headers and a timeout, the 401 refresh-and-retry, toasts and typed errors. */
import type { $ZodType } from 'zod/v4/core';
import { contractSchema, type AnswerOf, type AnswerSchema } from './answers.js';
import { absoluteBaseUrl, type ResolvedConfig } from './config.js';
import { checkEnvelope, readJson, readResult } from './core-response.js';
import { basicAuthorization } from './basic.js';
import type { Download } from './download.js';
import { KontorApiError, errorMessage } from './errors.js';
import type { Session } from './session.js';

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
   * zod schema, always checked, or a contract schema by name (`'cartPage'`), checked unless the client trusts its
   * answers (`trustAnswers`), when it resolves as the contract types it without loading the contract.
   */
  call<S extends AnswerSchema>(method: Method, path: string, schema: S, options?: CallOptions): Promise<AnswerOf<S>>;
  /** Sends a request and returns the file with its name (Content-Disposition, else named after the path). */
  download(method: Method, path: string, options?: DownloadOptions): Promise<Download>;
  /** The absolute URL of a path, for `<img src>` and links that the browser loads itself. */
  url(path: string, searchParams?: SearchParams): string;
}

export interface HttpDeps {
  config: ResolvedConfig;
  session: Session;
  /** Refreshes the token once for all callers; without it a 401 is never retried. */
  refresh?: () => Promise<unknown>;
}

function definedParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

export function createHttp({ config, session, refresh }: HttpDeps): Http {
  const baseUrl = absoluteBaseUrl(config.baseUrl);
  // Looked up per call, not at creation: test and mock layers replace the global fetch later.
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /**
   * One exchange, with the request layer's own parts over `fetch` (no ky: of it the client used only what the
   * platform has): credentials, the tenant header, JSON or form bodies, and the timeout, which, as ky's did,
   * runs until the response's headers arrive. Resolves the response, whatever its status (wire-compat: we
   * decide what rejects); rejects with the caller's abort reason, or a timeout or network error.
   */
  async function exchange(method: Method, path: string, options: CallOptions, headers: Headers, call: string) {
    const tenant = session.tenantId();
    if (tenant) headers.set(config.tenantHeader, tenant);
    let body: BodyInit | undefined = options.body;
    const form = definedParams(options.form);
    if (form) body = new URLSearchParams(form);
    else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
    // One controller for the timeout and the caller's signal, which keeps aborting the body read after the headers.
    const controller = new AbortController();
    const caller = options.signal;
    const forward = () => controller.abort(caller?.reason);
    if (caller?.aborted) forward();
    else caller?.addEventListener('abort', forward, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('The request timed out', 'TimeoutError'));
    }, config.timeoutMs);
    try {
      return await fetchImpl(url(path, options.searchParams), {
        method: method.toUpperCase(),
        headers,
        credentials: 'include',
        signal: controller.signal,
        ...(body !== undefined ? { body } : {}),
      });
    } catch (cause) {
      // The caller gave up (a query was cancelled): its own AbortError, no toast.
      if (caller?.aborted) throw cause;
      const kind = timedOut ? 'timeout' : 'network';
      throw new KontorApiError(kind, errorMessage(kind, undefined, config.statusMessages), { call, cause });
    } finally {
      clearTimeout(timer);
    }
  }

  /** One attempt; returns the response and the access token it carried, to tell a stale 401 from a fresh one. */
  async function send(method: Method, path: string, options: CallOptions, call: string) {
    const headers = new Headers(options.headers);
    const auth = options.auth ?? 'bearer';
    const token = auth === 'bearer' ? session.accessToken() : undefined;
    if (auth === 'basic') headers.set('Authorization', basicAuthorization(config.clientCredential));
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return { response: await exchange(method, path, options, headers, call), token };
  }

  /** Sends; a 401 to a bearer call while a refresh token exists refreshes once (shared) and retries once. */
  async function respond(method: Method, path: string, options: CallOptions, call: string) {
    const first = await send(method, path, options, call);
    const canRetry = first.response.status === 401 && first.token && refresh && session.refreshToken();
    if (!canRetry) return { response: first.response, refreshFailed: false };
    // Someone else's refresh already replaced the token we sent: retry with the new one straight away.
    if (session.accessToken() === first.token) {
      try {
        await refresh();
      } catch {
        return { response: first.response, refreshFailed: true };
      }
    }
    await first.response.body?.cancel();
    return { response: (await send(method, path, options, call)).response, refreshFailed: false };
  }

  /** The side effects of a failure: 401 ends the session locally; everything not quiet is toasted. */
  function fail(error: unknown, options: CallOptions, refreshFailed: boolean): never {
    if (!(error instanceof KontorApiError)) throw error;
    let toast = !options.quiet && !(error.status !== undefined && config.quietStatuses.includes(error.status));
    if (error.status === 401) {
      // Only the call that ended the session toasts, so N concurrent 401s show one message.
      toast = session.localLogout(refreshFailed ? 'refresh-failed' : 'unauthorized') && toast;
    }
    if (toast) config.hooks.onError?.(error.message, error);
    throw error;
  }

  /** What an answer is checked against: a schema at once; a named one loads with the contract, while the call runs. */
  function checkOf(schema: AnswerSchema): $ZodType | Promise<$ZodType> | undefined {
    if (typeof schema !== 'string') return schema;
    if (config.trustAnswers) return undefined;
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
    const name = `${method.toUpperCase()} ${path}`;
    const read = { raw: options.raw, call: name, statusMessages: config.statusMessages };
    const check = checkOf(schema);
    let refreshFailed = false;
    try {
      const answer = await respond(method, path, options, name);
      refreshFailed = answer.refreshFailed;
      const body = await readJson(answer.response, read);
      return (await readResult(answer.response.status, body, await check, read)) as AnswerOf<S>;
    } catch (error) {
      fail(error, options, refreshFailed);
    }
  }

  async function download(method: Method, path: string, options: DownloadOptions = {}): Promise<Download> {
    const name = `${method.toUpperCase()} ${path}`;
    const read = { call: name, statusMessages: config.statusMessages };
    let refreshFailed = false;
    try {
      const { response, refreshFailed: failed } = await respond(method, path, options, name);
      refreshFailed = failed;
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
      fail(error, options, refreshFailed);
    }
  }

  function url(path: string, searchParams?: SearchParams): string {
    const target = new URL(path.replace(/^\//, ''), baseUrl);
    for (const [key, value] of Object.entries(definedParams(searchParams) ?? {})) target.searchParams.set(key, value);
    return target.href;
  }

  return { call, download, url };
}
