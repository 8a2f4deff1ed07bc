/** The lazily loaded reminder channel: apart from reminders.ts so the STOMP module it loads never imports its loader. */
import type { ResolvedConfig } from './config.js';
import type { TaskReminders, TaskRemindersOptions } from './reminders.js';
import type { Session } from './session.js';

/**
 * The channel the client hands out: the STOMP library (and its socket code) loads only when `start()` is first
 * called, after sign-in, so no route before it pays for it.
 */
export function lazyTaskReminders(config: ResolvedConfig, session: Session, options: TaskRemindersOptions): TaskReminders {
  let channel: Promise<TaskReminders> | undefined;
  let loaded: TaskReminders | undefined;
  let wanted = false;
  const load = () =>
    (channel ??= import('./stomp.js').then(({ createTaskReminders }) => (loaded = createTaskReminders(config, session, options))));
  return {
    start() {
      wanted = true;
      void load().then((reminders) => {
        if (wanted) reminders.start();
      });
    },
    async stop() {
      wanted = false;
      if (channel) await (await channel).stop();
    },
    get connected() {
      return loaded?.connected ?? false;
    },
  };
}
