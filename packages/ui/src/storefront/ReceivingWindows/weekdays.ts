/** Weekday names in the user's language, and 'HH:mm' text as react-aria Time values and back. */
import { Time } from '@internationalized/date';
import type { IntlShape } from 'react-intl';
import { TIME_OF_DAY } from '@kontor/api/rules';

/** 1 January 2024 was a Monday, so day n of that month is ISO weekday n. */
export function weekdayName(
  intl: IntlShape,
  weekday: number,
  width: 'long' | 'short' = 'long',
): string {
  return intl.formatDate(Date.UTC(2024, 0, weekday), { weekday: width, timeZone: 'UTC' });
}

/** 'HH:mm' as a Time, or null when the text is not a time. */
export function toTime(text: string): Time | null {
  if (!TIME_OF_DAY.test(text)) return null;
  const [hour, minute] = text.split(':').map(Number);
  return new Time(hour, minute);
}

/** A Time as 'HH:mm' ('' when cleared, which the rules report as a missing time). */
export function fromTime(time: { hour: number; minute: number } | null): string {
  if (!time) return '';
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

/** A time of day in the user's language, two-digit hours so windows line up (08:00, 08:00 AM). */
export function formatTime(intl: IntlShape, text: string): string {
  const time = toTime(text);
  if (!time) return text;
  return intl.formatTime(Date.UTC(2024, 0, 1, time.hour, time.minute), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}
