/** The typed client for the shop backend: configured once, with session, auth, real-time, error log and services. */
import { createAuth } from './auth.js';
import { resolveConfig, type KontorClientConfig } from './config.js';
import { createErrorLog } from './error-log.js';
import { KontorApiError } from './errors.js';
import { createHttp } from './http.js';
import { startRefreshTimer, type RefreshTimerOptions } from './refresh.js';
import { createLazyServices } from './services/lazy.js';
import { createSession } from './session.js';
import type { TaskRemindersOptions } from './reminders.js';
import { lazyTaskReminders } from './reminders-lazy.js';
import { createClientStorage } from './storage.js';

export function createKontorClient(options: KontorClientConfig = {}) {
  const config = resolveConfig(options);
  const storage = createClientStorage({ prefix: config.storagePrefix, ...config.storage });
  const session = createSession(storage, config.hooks.onLogout);
  // The 401 retry needs the refresh, which needs the request layer: the closure breaks the cycle.
  const http = createHttp({ config, session, refresh: () => auth.refresh() });
  const auth = createAuth(http, session, config);
  return {
    config,
    storage,
    session,
    http,
    auth,
    errorLog: createErrorLog(storage, http),
    /**
     * Starts the token time-to-live timer (every 10 s, refresh at <= 1000); call `stop()` on logout. A refresh the
     * server refuses (401) ends the session ('refresh-failed'), as a call's refused refresh does.
     */
    startRefreshTimer: (timer: Omit<RefreshTimerOptions, 'session' | 'refresh'> = {}) =>
      startRefreshTimer({
        ...timer,
        session,
        refresh: auth.refreshFlight,
        onStop: (error) => {
          if (error instanceof KontorApiError && error.status === 401) session.localLogout('refresh-failed');
          timer.onStop?.(error);
        },
      }),
    /** The task-reminder channel for a logged-in user; `start()` it after login. */
    taskReminders: (reminders: TaskRemindersOptions) => lazyTaskReminders(config, session, reminders),
    // The service modules of spec section 7 (member, cart, orders, ...), each a property of the client; each
    // module loads with its first call, so an app's first load carries only the services its first route calls.
    ...createLazyServices(http),
  };
}
export type KontorClient = ReturnType<typeof createKontorClient>;

// The service factories too, for storefronts that build only the areas they use.
export * from './services/index.js';
export { createLazyServices } from './services/lazy.js';

export { createAuth, randomStr, TOKEN_PATH, type KontorAuth, type PasswordLogin } from './auth.js';
export {
  DEFAULT_CLIENT_CONFIG,
  resolveConfig,
  type KontorClientConfig,
  type KontorClientHooks,
  type LogoutReason,
  type MessageRef,
  type ResolvedConfig,
  type TaskReminder,
  type WebSocketFactory,
} from './config.js';
export { basicAuthorization } from './basic.js';
export { hashLockPassword, verifyLockPassword } from './lock-hash.js';
export { fileNameFromDisposition, fileNameFromPath, type Download } from './download.js';
export { saveDownload } from './save-download.js';
export { createErrorLog, ERROR_LOG_UPLOAD_PATH, logEntryOf, type ErrorLog } from './error-log.js';
export { contractSchema, type AnswerName, type AnswerOf, type AnswerSchema } from './answers.js';
export {
  KontorApiError,
  STATUS_MESSAGES,
  errorMessage,
  isKontorApiError,
  isRetryable,
  RETRYABLE_STATUSES,
  type KontorApiErrorDetails,
  type KontorErrorKind,
} from './errors.js';
export { createHttp, type CallOptions, type DownloadOptions, type Http, type Method, type SearchParams } from './http.js';
export { singleFlight, startRefreshTimer, type RefreshTimer, type RefreshTimerOptions, type SingleFlight } from './refresh.js';
export { createSession, type Session } from './session.js';
export { lazyTaskReminders } from './reminders-lazy.js';
export {
  TASK_REMINDER_MESSAGES,
  realtimeUrl,
  reminderTopic,
  taskReminder,
  type TaskReminders,
  type TaskRemindersOptions,
} from './reminders.js';
export {
  SESSION_ITEMS,
  createClientStorage,
  createMemoryStorage,
  storageTypeOf,
  type ClientStorage,
  type StorageType,
} from './storage.js';
export { storedItemOf } from '../rules/storage.js';
