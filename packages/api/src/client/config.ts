/** The one configuration of the client: every wire-compat constant is an option with its default here. */
import { STORAGE_PREFIX } from '../rules/defaults.js';
import { REQUEST_TIMEOUT_MS, WEBSOCKET_KEEP_ALIVE_MS } from '../rules/timers.js';
import type { KontorApiError } from './errors.js';
import { STATUS_MESSAGES } from '../rules/status-messages.js';

/** Why the session ended locally; the app usually navigates to /login for every reason. */
export type LogoutReason = 'logout' | 'unauthorized' | 'refresh-failed' | 'user-info-failed';

/** A message the UI translates by key; `defaultMessage` is the backend's original (zh) wording. */
export interface MessageRef {
  id: string;
  defaultMessage: string;
  values?: Record<string, string>;
}

/** A task reminder from the real-time channel (spec section 7: "{body}" plus a request to process it). */
export interface TaskReminder {
  /** The message body: the task's name. */
  task: string;
  /** The zh original texts, ready to show when the UI has no catalogue. */
  title: string;
  text: string;
  /** The same texts as message keys and values for the UI's catalogues. */
  titleMessage: MessageRef;
  textMessage: MessageRef;
}

export interface KontorClientHooks {
  /** The session ended locally (tokens cleared); the shop navigates to /login. */
  onLogout?: (reason: LogoutReason) => void;
  /** A call failed with a message the user should see (a toast). Not called for quiet statuses. */
  onError?: (message: string, error: KontorApiError) => void;
  /** A real-time task reminder arrived. */
  onNotify?: (reminder: TaskReminder) => void;
}

/** The small part of a WebSocket that @stomp/stompjs drives; browsers' and Node 22's global WebSocket fit. */
export type WebSocketFactory = () => WebSocket;

export interface KontorClientConfig {
  /** Where the backend lives, e.g. `https://shop.example.com/api/`; relative URLs resolve against the page. */
  baseUrl?: string;
  /** Client-storage keys are `{prefix}-{name}`. */
  storagePrefix?: string;
  /** Header carrying the stored tenant id; older deployments spell it `TENANT_ID`. */
  tenantHeader?: string;
  /** AES-128 key (and IV) for the login password: 16 Latin-1 characters, a deployment setting. */
  aesKey?: string;
  /** OAuth client `id:secret`, sent as the Basic credential of token calls. */
  clientCredential?: string;
  /** `clientName` of the password pre-check; defaults to the OAuth client id. */
  clientName?: string;
  /** OAuth scope of token calls. */
  scope?: string;
  /** `query` (PigX 2.x) or `form` (later versions: username/password in an x-www-form-urlencoded body). */
  loginBodyStyle?: 'query' | 'form';
  /** Per-request timeout in ms. */
  timeoutMs?: number;
  /** Statuses that reject without a toast because the caller shows them (428: the login form). */
  quietStatuses?: readonly number[];
  /** The status table of spec section 8; pass a translated one to toast in the user's language. */
  statusMessages?: Readonly<Record<string, string>>;
  /** Storages to use instead of the browser's (Node, tests, server rendering). */
  storage?: { session?: Storage; local?: Storage };
  /**
   * The user's language, sent as `Accept-Language` on every call when it gives one. Unset (the default) leaves the
   * browser's own header, as the framework's UI did: its backend answers `msg` in its own language either way.
   */
  language?: () => string | undefined;
  /** The fetch ky sends through (called with a `Request`); looked up per call when unset. */
  fetch?: typeof fetch;
  hooks?: KontorClientHooks;
  realtime?: {
    /** STOMP endpoint path, resolved against baseUrl with a ws(s) scheme. */
    path?: string;
    /** Full ws(s) URL, when the socket lives elsewhere. */
    url?: string;
    /** Tenant of the reminder topic when none is stored. */
    defaultTenantId?: string;
    heartbeatMs?: number;
    /** First reconnect delay; it doubles on each failed attempt up to `maxReconnectDelayMs`. */
    reconnectDelayMs?: number;
    maxReconnectDelayMs?: number;
    webSocketFactory?: WebSocketFactory;
  };
}

export interface ResolvedConfig {
  baseUrl: string;
  storagePrefix: string;
  tenantHeader: string;
  aesKey: string;
  clientCredential: string;
  clientName: string;
  scope: string;
  loginBodyStyle: 'query' | 'form';
  timeoutMs: number;
  quietStatuses: readonly number[];
  statusMessages: Readonly<Record<string, string>>;
  storage: { session?: Storage; local?: Storage };
  language?: () => string | undefined;
  fetch?: typeof fetch;
  hooks: KontorClientHooks;
  realtime: {
    path: string;
    url?: string;
    defaultTenantId: string;
    heartbeatMs: number;
    reconnectDelayMs: number;
    maxReconnectDelayMs: number;
    webSocketFactory?: WebSocketFactory;
  };
}

/** The framework's values (wire-compat), used wherever the shop does not say otherwise. */
export const DEFAULT_CLIENT_CONFIG = {
  baseUrl: '/',
  storagePrefix: STORAGE_PREFIX,
  tenantHeader: 'TENANT-ID',
  aesKey: 'pigxpigxpigxpigx',
  clientCredential: 'pig:pig',
  scope: 'server',
  loginBodyStyle: 'query',
  timeoutMs: REQUEST_TIMEOUT_MS,
  quietStatuses: [428],
  realtime: {
    path: '/act/ws',
    defaultTenantId: '1',
    heartbeatMs: WEBSOCKET_KEEP_ALIVE_MS,
    reconnectDelayMs: 5000,
    maxReconnectDelayMs: 60_000,
  },
} as const;

export function resolveConfig(config: KontorClientConfig = {}): ResolvedConfig {
  const d = DEFAULT_CLIENT_CONFIG;
  const clientCredential = config.clientCredential ?? d.clientCredential;
  return {
    baseUrl: config.baseUrl ?? d.baseUrl,
    storagePrefix: config.storagePrefix ?? d.storagePrefix,
    tenantHeader: config.tenantHeader ?? d.tenantHeader,
    aesKey: config.aesKey ?? d.aesKey,
    clientCredential,
    clientName: config.clientName ?? clientCredential.split(':')[0]!,
    scope: config.scope ?? d.scope,
    loginBodyStyle: config.loginBodyStyle ?? d.loginBodyStyle,
    timeoutMs: config.timeoutMs ?? d.timeoutMs,
    quietStatuses: config.quietStatuses ?? d.quietStatuses,
    statusMessages: config.statusMessages ?? STATUS_MESSAGES,
    storage: config.storage ?? {},
    ...(config.language ? { language: config.language } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: config.hooks ?? {},
    realtime: { ...d.realtime, ...config.realtime },
  };
}

/** The backend's absolute base URL; a relative one resolves against the page (or localhost outside a browser). */
export function absoluteBaseUrl(baseUrl: string): URL {
  const url = new URL(baseUrl, globalThis.location?.href ?? 'http://localhost/');
  // A trailing slash makes `path` extend the base path instead of replacing its last segment.
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}
