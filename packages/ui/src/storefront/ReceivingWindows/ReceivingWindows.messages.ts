/** Messages of ReceivingWindows: the weekday and time labels, the add and remove actions and the summary. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: NoMessageValues;
  help: NoMessageValues;
  weekday: NoMessageValues;
  start: NoMessageValues;
  end: NoMessageValues;
  add: NoMessageValues;
  remove: { weekday: string; start: string; end: string };
  none: NoMessageValues;
  window: { start: string; end: string };
  row: { number: number };
}>({
  title: { id: 'address.windows.title', defaultMessage: 'Receiving times' },
  help: {
    id: 'address.windows.help',
    defaultMessage:
      'When goods can be received, per weekday. A window ends after it starts; windows of one day must not overlap.',
  },
  weekday: { id: 'address.windows.weekday', defaultMessage: 'Weekday' },
  start: { id: 'address.windows.start', defaultMessage: 'From' },
  end: { id: 'address.windows.end', defaultMessage: 'Until' },
  add: { id: 'address.windows.add', defaultMessage: 'Add a receiving time' },
  remove: { id: 'address.windows.remove', defaultMessage: 'Remove {weekday} {start}–{end}' },
  none: { id: 'address.windows.none', defaultMessage: 'No receiving times given' },
  window: { id: 'address.windows.window', defaultMessage: '{start}–{end}' },
  row: { id: 'address.windows.row', defaultMessage: 'Receiving time {number}' },
});
