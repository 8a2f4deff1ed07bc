/** The client's one ky instance: base URL, timeout, credentials, the backend's headers, the 401 refresh, retried reads. */
import ky, { HTTPError, TimeoutError, type AfterResponseHook, type BeforeRequestHook, type BeforeRetryState, type Options } from 'ky';
import { basicAuthorization } from './basic.js';
import { absoluteBaseUrl, type ResolvedConfig } from './config.js';
import { checkEnvelope } from './core-response.js';
import { KontorApiError, RETRYABLE_STATUSES, errorMessage } from './errors.js';
import type { Session } from './session.js';

/** What the hooks of one call share: how it authenticates, the token it carried, how a 401 refresh went. */
export interface CallState {
  auth: 'bearer' | 'basic' | 'none';
  /** `METHOD path`, carried by errors. */
  call: string;
  token?: string | undefined;
  /** Its 401 was answered by a refresh already: a second 401 is final. */
  refreshed?: boolean;
  refreshFailed?: boolean;
}

export type SendOptions = Pick<Options, 'method' | 'json' | 'body' | 'headers' | 'signal'> & {
  searchParams?: Record<string, string> | undefined;
};

export interface RequestDeps {
  config: ResolvedConfig;
  session: Session;
  /** Refreshes the token once for all callers; without it a 401 is never retried. */
  refresh?: (() => Promise<unknown>) | undefined;
}

const stateOf = (options: { context: Record<string, unknown> }) => options.context['kontor'] as CallState;

/** The body of an error answer as ky read it (JSON when so typed, else text), parsed if it is JSON after all. */
function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

export function createRequest({ config, session, refresh }: RequestDeps) {
  const tenant: BeforeRequestHook = ({ request }) => {
    const id = session.tenantId();
    if (id) request.headers.set(config.tenantHeader, id);
  };

  const language: BeforeRequestHook = ({ request }) => {
    const tag = config.language?.();
    if (tag) request.headers.set('Accept-Language', tag);
  };

  /** Before the first attempt and every retry: a refresh in between has replaced the token. */
  const authorization = ({ request, options }: Pick<BeforeRetryState, 'request' | 'options'>) => {
    const state = stateOf(options);
    state.token = state.auth === 'bearer' ? session.accessToken() : undefined;
    if (state.auth === 'basic') request.headers.set('Authorization', basicAuthorization(config.clientCredential));
    if (state.token) request.headers.set('Authorization', `Bearer ${state.token}`);
  };

  /** A 401 to a bearer call while a refresh token exists: one refresh shared by all such calls, then one retry. */
  const refreshOn401: AfterResponseHook = async ({ response, options, retryCount }) => {
    const state = stateOf(options);
    const canRetry = response.status === 401 && state.token && !state.refreshed && refresh && session.refreshToken();
    if (!canRetry || retryCount >= options.retry.limit) return;
    state.refreshed = true;
    // Someone else's refresh already replaced the token this call sent: retry with the new one straight away.
    if (session.accessToken() === state.token) {
      try {
        await refresh();
      } catch {
        state.refreshFailed = true;
        return;
      }
    }
    return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
  };

  const api = ky.create({
    // `prefix`, not `baseUrl`: paths start with a slash and extend the base path (`/api/` + `/thing`).
    prefix: absoluteBaseUrl(config.baseUrl).href,
    timeout: config.timeoutMs,
    credentials: 'include',
    // Other statuses reach the envelope check as answers (wire-compat: we decide what rejects).
    throwHttpErrors: (status) => RETRYABLE_STATUSES.includes(status),
    // Reads only: a write asked twice may be done twice (an order placed twice). The statuses say the server or a
    // proxy was briefly unable, the request itself was fine.
    retry: {
      limit: 2,
      methods: ['get'],
      statusCodes: [...RETRYABLE_STATUSES],
      afterStatusCodes: [429, 503],
      maxRetryAfter: config.timeoutMs,
    },
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: [tenant, language, authorization],
      beforeRetry: [authorization],
      afterResponse: [refreshOn401],
    },
  });

  /** The kit's error for what ky threw; the caller's own abort stays as it is (a cancelled query, no toast). */
  function kontorError(error: unknown, state: CallState, signal: AbortSignal | undefined): unknown {
    if (signal?.aborted) return error;
    if (error instanceof HTTPError) {
      try {
        checkEnvelope(error.response.status, bodyOf(error.data), { call: state.call, statusMessages: config.statusMessages });
      } catch (kontor) {
        return kontor;
      }
    }
    const kind = error instanceof TimeoutError ? 'timeout' : 'network';
    return new KontorApiError(kind, errorMessage(kind, undefined, config.statusMessages), { call: state.call, cause: error });
  }

  /** Sends one call: resolves its answer whatever the status (but retried ones), rejects with the kit's error. */
  return async function send(path: string, options: SendOptions, state: CallState): Promise<Response> {
    try {
      return await api(path, { ...options, context: { kontor: state } });
    } catch (error) {
      throw kontorError(error, state, options.signal ?? undefined);
    }
  };
}

export type Send = ReturnType<typeof createRequest>;
