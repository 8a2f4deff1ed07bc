/** ReceivingWindowsSummary: an address's receiving times read-only, one line per weekday in weekday order. */
import { useIntl } from 'react-intl';
import { WEEKDAYS, sortedWindows, type ReceivingWindowLike } from '@kontor/api/rules';
import * as css from './ReceivingWindows.css.js';
import { messages } from './ReceivingWindows.messages.js';
import { formatTime, weekdayName } from './weekdays.js';

export interface ReceivingWindowsSummaryProps {
  windows: readonly ReceivingWindowLike[] | null | undefined;
  /** Names the list for assistive technology, e.g. "Receiving times". */
  'aria-label'?: string;
}

export function ReceivingWindowsSummary({ windows, ...rest }: ReceivingWindowsSummaryProps) {
  const intl = useIntl();
  const sorted = sortedWindows(windows ?? []);
  if (sorted.length === 0) return <p className={css.muted}>{intl.formatMessage(messages.none)}</p>;
  const days = WEEKDAYS.map((weekday) => ({
    weekday,
    windows: sorted.filter((w) => w.weekday === weekday),
  })).filter((day) => day.windows.length > 0);
  return (
    <ul
      className={css.summary}
      aria-label={rest['aria-label'] ?? intl.formatMessage(messages.title)}
    >
      {days.map((day) => (
        <li key={day.weekday} className={css.summaryLine} data-testid="receiving-day">
          <span className={css.day}>{weekdayName(intl, day.weekday)}</span>
          <span className={css.times}>
            {intl.formatList(
              day.windows.map((w) =>
                intl.formatMessage(messages.window, {
                  start: formatTime(intl, w.startTime),
                  end: formatTime(intl, w.endTime),
                }),
              ),
              { type: 'conjunction' },
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
