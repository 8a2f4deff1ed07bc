/**
 * One STOMP reminder channel per signed-in user, shared by every mounted <Reminders /> (so mounting it in the
 * app shell and in a layout does not open two sockets). Each reminder shows a notification with the task text
 * and the request to process it promptly, in the user's language, and bumps the to-do badge.
 */
import { createIntl } from 'react-intl';
import { TASK_REMINDER_MESSAGES, type TaskReminder, type TaskReminders } from '@kontor/api/client';
import { catalogueOf, LOCALE_TAGS } from '@kontor/ui/provider';
import { toastQueue, toastsOf } from '@kontor/ui/Toast';
import { api } from '../api.js';
import { languageAtom } from '../state/settings.js';
import { store } from '../state/store.js';
import { bumpTodoCount } from './badgeCounts.js';

/** Reminders stay until read a little longer than other notes: the user is asked to act. */
export const REMINDER_TIMEOUT_MS = 10_000;

export function showReminder(reminder: TaskReminder): void {
  const language = store.get(languageAtom);
  const intl = createIntl({ locale: LOCALE_TAGS[language], messages: catalogueOf(language) ?? {} });
  toastsOf(toastQueue).show(
    {
      tone: 'info',
      title: intl.formatMessage(TASK_REMINDER_MESSAGES.title),
      message: intl.formatMessage(TASK_REMINDER_MESSAGES.text, { task: reminder.task }),
    },
    { timeout: REMINDER_TIMEOUT_MS },
  );
  bumpTodoCount();
}

let live: { username: string; channel: TaskReminders; users: number } | undefined;

/** Connects for this user (or joins the open channel); the returned release disconnects with the last user. */
export function acquireReminders(username: string): () => void {
  if (live && live.username !== username) {
    void live.channel.stop();
    live = undefined;
  }
  if (!live) {
    const channel = api.taskReminders({ username, onReminder: showReminder });
    channel.start();
    live = { username, channel, users: 0 };
  }
  const current = live;
  current.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users === 0 && live === current) {
      void current.channel.stop();
      live = undefined;
    }
  };
}

/** Whether a channel is open (for tests and a status dot). */
export const remindersConnected = (): boolean => live?.channel.connected ?? false;
