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

export function createReminders(db: Db, publisher: ReminderPublisher): Reminders {
  return {
    async remind(userId, task) {
      const [user] = await db.query<{ username: string; tenant_id: number }>(
        'SELECT username, tenant_id FROM app_user WHERE id = $1',
        [userId],
      );
      if (user) publisher.publish(remindTopic(user.username, user.tenant_id), task);
    },
    dropToken: (accessHash) => publisher.dropToken(accessHash),
  };
}
