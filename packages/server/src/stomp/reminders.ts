/** The reminder topics of the shell's to-do notifications and who may read them (wire-compat). */
import type { Db } from '../db/db.js';

/** `/task/{username}-{tenantId}/remind`: the only destination a user may subscribe to. */
export const remindTopic = (username: string, tenantId: number) => `/task/${username}-${tenantId}/remind`;

/** Pushes reminders to connected users; the HTTP routes see only this. */
export interface Reminders {
  /** Sends a task name to every live subscription of the user's reminder topic. */
  remind(userId: number, task: string): Promise<void>;
  /** Ends the STOMP sessions opened with this access token (called on logout). */
  dropToken(accessHash: string): void;
}

export interface ReminderPublisher {
  publish(destination: string, body: string): number;
  dropToken(accessHash: string): void;
}

/** The NOTIFY channel reminders and logouts travel on between instances sharing one PostgreSQL. */
export const REMINDER_CHANNEL = 'kontor_reminders';

type Shared = { destination: string; body: string } | { dropToken: string };

/**
 * Reminders for this instance's STOMP clients. On PostgreSQL (several instances may serve the shop) a
 * reminder or a logout goes out as a NOTIFY and every instance, this one included, delivers it to its
 * own clients; call `share()` once to start listening.
 */
export function createReminders(db: Db, publisher: ReminderPublisher): Reminders & { share(): Promise<void> } {
  const shared = !!db.listen;
  const deliver = (message: Shared) => {
    if ('dropToken' in message) publisher.dropToken(message.dropToken);
    else publisher.publish(message.destination, message.body);
  };
  const send = async (message: Shared) => {
    if (shared) await db.query('SELECT pg_notify($1, $2)', [REMINDER_CHANNEL, JSON.stringify(message)]);
    else deliver(message);
  };
  return {
    async remind(userId, task) {
      const [user] = await db.query<{ username: string; tenant_id: number }>(
        'SELECT username, tenant_id FROM app_user WHERE id = $1',
        [userId],
      );
      if (user) await send({ destination: remindTopic(user.username, user.tenant_id), body: task });
    },
    dropToken: (accessHash) => {
      // Ends this instance's sessions at once; the others hear of it through the channel.
      publisher.dropToken(accessHash);
      if (shared) void send({ dropToken: accessHash }).catch(() => {});
    },
    async share() {
      await db.listen?.(REMINDER_CHANNEL, (payload) => {
        try {
          deliver(JSON.parse(payload) as Shared);
        } catch {
          // Not ours: ignore.
        }
      });
    },
  };
}
