/** The STOMP connection behind task reminders (loaded on demand by `lazyTaskReminders`). */
import { Client, ReconnectionTimeMode } from '@stomp/stompjs';
import type { ResolvedConfig } from './config.js';
import { realtimeUrl, reminderTopic, taskReminder, type TaskReminders, type TaskRemindersOptions } from './reminders.js';
import type { Session } from './session.js';

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
