/** The local error log: unhandled errors kept in storage `logsList` until uploaded or cleared (spec section 8). */
import type { LogEntry } from '../contract/entities/shell.js';
import { LOG_ENTRY_MAX_LENGTH, MAX_LOG_ENTRIES } from '../rules/limits.js';
import type { Http } from './http.js';
import type { ClientStorage } from './storage.js';

const LOGS = 'logsList';
export const ERROR_LOG_UPLOAD_PATH = '/admin/log/logs';

export interface ErrorLog {
  /** Records unhandled errors and rejections of `target` (the window); returns the function that stops it. */
  capture(target?: EventTarget): () => void;
  /** Records an error caught elsewhere (an error boundary passes its component stack as `info`). */
  add(error: unknown, info?: string): LogEntry;
  list(): LogEntry[];
  clear(): void;
  /** POST /admin/log/logs with the stored entries, then removes them; resolves the number sent. */
  upload(): Promise<number>;
}

/** `yyyy-MM-dd hh:mm:ss` in local time, as the original UI stamped its entries. */
function timestamp(date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

/**
 * The log entry a stored value is, else undefined: the contract's `logEntry` (stack and info default to ''), read
 * without zod, since the client reads the log on every page (a test holds the two to the same answers).
 */
export function logEntryOf(value: unknown): LogEntry | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { type, message, stack = '', info = '', url, time } = value as Record<string, unknown>;
  const fields = [type, message, stack, info, url, time];
  if (!fields.every((field) => typeof field === 'string')) return undefined;
  return { type, message, stack, info, url, time } as LogEntry;
}

type UnhandledEvent = Event & Partial<Pick<ErrorEvent, 'message' | 'error' | 'filename' | 'lineno' | 'colno'>> & { reason?: unknown };

export function createErrorLog(storage: ClientStorage, http: Http): ErrorLog {
  function list(): LogEntry[] {
    const stored = storage.get(LOGS);
    if (!Array.isArray(stored)) return [];
    // Entries written by other versions may be malformed; they are dropped, never thrown.
    return stored.flatMap((item: unknown) => {
      const entry = logEntryOf(item);
      return entry ? [entry] : [];
    });
  }

  function add(error: unknown, info = ''): LogEntry {
    const { message, stack } = describe(error);
    // Cut to the upload's bounds here, so that what is kept can always be sent.
    const entry: LogEntry = {
      type: 'error',
      message: message.slice(0, LOG_ENTRY_MAX_LENGTH.message),
      stack: stack.slice(0, LOG_ENTRY_MAX_LENGTH.stack),
      info: info.slice(0, LOG_ENTRY_MAX_LENGTH.info),
      url: (globalThis.location?.href ?? '').slice(0, LOG_ENTRY_MAX_LENGTH.url),
      time: timestamp(),
    };
    storage.set(LOGS, [...list(), entry].slice(-MAX_LOG_ENTRIES));
    return entry;
  }

  function onEvent(event: Event): void {
    const e = event as UnhandledEvent;
    if (event.type === 'unhandledrejection') {
      add(e.reason, 'unhandledrejection');
      return;
    }
    const where = e.filename ? `${e.filename}:${e.lineno ?? 0}:${e.colno ?? 0}` : 'error';
    add(e.error ?? e.message ?? 'Unknown error', where);
  }

  return {
    capture(target = globalThis as unknown as EventTarget) {
      // Outside a browser (Node) the global object is no EventTarget: nothing to listen to.
      if (typeof target.addEventListener !== 'function') return () => undefined;
      target.addEventListener('error', onEvent);
      target.addEventListener('unhandledrejection', onEvent);
      return () => {
        target.removeEventListener('error', onEvent);
        target.removeEventListener('unhandledrejection', onEvent);
      };
    },
    add,
    list,
    clear: () => storage.remove(LOGS),
    async upload() {
      const sent = list();
      if (sent.length === 0) return 0;
      await http.call('post', ERROR_LOG_UPLOAD_PATH, 'writeAnswer', { json: sent });
      // Errors recorded while the upload ran were appended after the sent ones: keep them.
      const rest = list().slice(sent.length);
      if (rest.length > 0) storage.set(LOGS, rest);
      else storage.remove(LOGS);
      return sent.length;
    },
  };
}
