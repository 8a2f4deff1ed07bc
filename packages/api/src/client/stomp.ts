/** Real-time task reminders: STOMP over WebSocket at /act/ws, one topic per user and tenant (spec section 7). */
import { Client, ReconnectionTimeMode } from '@stomp/stompjs';
import { absoluteBaseUrl, type ResolvedConfig, type TaskReminder } from './config.js';
import type { Session } from './session.js';

/** The backend UI's own wording (zh), used when the shop's catalogue has no translation. */
export const TASK_REMINDER_MESSAGES = {
  title: { id: 'notify.taskReminder.title', defaultMessage: '协同提醒' },
  text: { id: 'notify.taskReminder.text', defaultMessage: '{task}任务，请及时处理' },
} as const;

/** The notification for a message body (a task name): the body plus a request to process it promptly. */
export function taskReminder(task: string): TaskReminder {
  const { title, text } = TASK_REMINDER_MESSAGES;
  return {
    task,
    title: title.defaultMessage,
    text: text.defaultMessage.replace('{task}', task),
    titleMessage: { ...title },
    textMessage: { ...text, values: { task } },
  };
}

/** `ws(s)://{backend}/act/ws`: the endpoint path resolved against baseUrl with the matching socket scheme. */
export function realtimeUrl(config: ResolvedConfig): string {
  if (config.realtime.url) return config.realtime.url;
  const url = new URL(config.realtime.path.replace(/^\//, ''), absoluteBaseUrl(config.baseUrl));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export const reminderTopic = (username: string, tenantId: string) => `/task/${username}-${tenantId}/remind`;

export interface TaskRemindersOptions {
  username: string;
  /** Defaults to the stored tenant, else the configured default ('1'). */
  tenantId?: string;
  /** Defaults to the config's `hooks.onNotify`. */
  onReminder?: (reminder: TaskReminder) => void;
  /** Connection changes, for a status dot or tests. */
  onConnectionChange?: (connected: boolean) => void;
}

export interface TaskReminders {
  /** Connects, and keeps reconnecting with a growing delay until stopped. */
  start(): void;
  stop(): Promise<void>;
  readonly connected: boolean;
}

export function createTaskReminders(config: ResolvedConfig, session: Session, options: TaskRemindersOptions): TaskReminders {
  const { realtime } = config;
  const topic = reminderTopic(options.username, options.tenantId ?? session.tenantId() ?? realtime.defaultTenantId);
  const notify = options.onReminder ?? config.hooks.onNotify;

  const client = new Client({
    ...(realtime.webSocketFactory ? { webSocketFactory: realtime.webSocketFactory } : { brokerURL: realtimeUrl(config) }),
    heartbeatIncoming: realtime.heartbeatMs,
    heartbeatOutgoing: realtime.heartbeatMs,
    reconnectDelay: realtime.reconnectDelayMs,
    maxReconnectDelay: realtime.maxReconnectDelayMs,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    // Read the token on every attempt: it may have been refreshed since the last connection.
    beforeConnect: (stomp) => {
      const token = session.accessToken();
      stomp.connectHeaders = token ? { Authorization: `Bearer ${token}` } : {};
    },
    onConnect: () => {
      options.onConnectionChange?.(true);
      client.subscribe(topic, (message) => notify?.(taskReminder(message.body)));
    },
    onWebSocketClose: () => options.onConnectionChange?.(false),
  });

  return {
    start: () => client.activate(),
    stop: () => client.deactivate(),
    get connected() {
      return client.connected;
    },
  };
}
