/** Task reminders without the STOMP library: texts, topic, endpoint URL and option types (the channel: reminders-lazy.ts). */
import { absoluteBaseUrl, type ResolvedConfig, type TaskReminder } from './config.js';

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
