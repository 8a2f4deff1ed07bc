/** The request layer: one ky instance with the backend's headers, the 401 refresh-and-retry, toasts and typed errors. */
import ky, { isTimeoutError, type KyInstance } from 'ky';
import type { $ZodType, output } from 'zod/v4/core';
import { absoluteBaseUrl, type ResolvedConfig } from './config.js';
import { checkEnvelope, readJson, readResult } from './core-response.js';
import { basicAuthorization } from './basic.js';
import { fileNameFromDisposition, fileNameFromPath, type Download } from './download.js';
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
  ky: KyInstance;
  /** Sends a request and returns the validated `data` of the envelope (or the body, with `raw`). */
  call<T extends $ZodType>(method: Method, path: string, schema: T, options?: CallOptions): Promise<output<T>>;
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
  const instance = ky.create({
    baseUrl: baseUrl.href,
    timeout: config.timeoutMs,
    credentials: 'include',
    retry: 0,
    // Statuses 200-500 all reach our handler (wire-compat); we decide what rejects.
    throwHttpErrors: false,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const tenant = session.tenantId();
          if (tenant) request.headers.set(config.tenantHeader, tenant);
        },
      ],
    },
  });

  /** One attempt; returns the response and the access token it carried, to tell a stale 401 from a fresh one. */
  async function send(method: Method, path: string, options: CallOptions, call: string) {
    const headers = new Headers(options.headers);
    const auth = options.auth ?? 'bearer';
    const token = auth === 'bearer' ? session.accessToken() : undefined;
    if (auth === 'basic') headers.set('Authorization', basicAuthorization(config.clientCredential));
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const searchParams = definedParams(options.searchParams);
    const form = definedParams(options.form);
    try {
      const response = await instance(path.replace(/^\//, ''), {
        method,
        headers,
        ...(searchParams ? { searchParams } : {}),
        ...(options.json !== undefined ? { json: options.json } : {}),
        ...(form ? { body: new URLSearchParams(form) } : options.body !== undefined ? { body: options.body } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return { response, token };
    } catch (cause) {
      // The caller gave up (a query was cancelled): its own AbortError, no toast.
      if (options.signal?.aborted) throw cause;
      const kind = isTimeoutError(cause) ? 'timeout' : 'network';
      throw new KontorApiError(kind, errorMessage(kind, undefined, config.statusMessages), { call, cause });
    }
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

  async function call<T extends $ZodType>(
    method: Method,
    path: string,
    schema: T,
    options: CallOptions = {},
  ): Promise<output<T>> {
    const name = `${method.toUpperCase()} ${path}`;
    const read = { raw: options.raw, call: name, statusMessages: config.statusMessages };
    let refreshFailed = false;
    try {
      const answer = await respond(method, path, options, name);
      refreshFailed = answer.refreshFailed;
      const body = await readJson(answer.response, read);
      return readResult(answer.response.status, body, schema, read);
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

  return { ky: instance, call, download, url };
}
