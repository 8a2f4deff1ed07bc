/**
 * Delivery-address rules of spec section 3: receiving windows per weekday (each ends after it starts, and two
 * windows of one weekday never overlap). The address form and the server check windows with these.
 */
import { VALIDATION_KEYS, type ValidationKey } from './validation.js';

/** ISO weekdays, Monday (1) to Sunday (7), as the receiving windows store them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** At most this many windows per address (four a day, every day): a bound for the request like every other list. */
export const MAX_RECEIVING_WINDOWS = 28;

/** A time of day as the windows store it: 'HH:mm', 00:00 to 23:59. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** What a window check needs of a window (the contract's ReceivingWindow fits). */
export interface ReceivingWindowLike {
  readonly weekday: number;
  readonly startTime: string;
  readonly endTime: string;
}

export interface ReceivingWindowProblem {
  /** The window's position in the list. */
  readonly index: number;
  /** The field the message belongs at. */
  readonly field: 'startTime' | 'endTime';
  readonly key: ValidationKey;
}

/**
 * Everything wrong with a list of windows, in list order: a time that is not 'HH:mm', an end not after its
 * start, and a window that overlaps an earlier one of the same weekday (windows that only touch, 08:00-12:00
 * and 12:00-16:00, do not overlap). The later of two overlapping windows carries the message.
 */
export function receivingWindowProblems(
  windows: readonly ReceivingWindowLike[],
): ReceivingWindowProblem[] {
  const problems: ReceivingWindowProblem[] = [];
  const sound: ReceivingWindowLike[] = [];
  windows.forEach((window, index) => {
    if (!TIME_OF_DAY.test(window.startTime)) {
      problems.push({ index, field: 'startTime', key: VALIDATION_KEYS.receivingTimeRequired });
      return;
    }
    if (!TIME_OF_DAY.test(window.endTime)) {
      problems.push({ index, field: 'endTime', key: VALIDATION_KEYS.receivingTimeRequired });
      return;
    }
    if (window.endTime <= window.startTime) {
      problems.push({ index, field: 'endTime', key: VALIDATION_KEYS.receivingTimeOrder });
      return;
    }
    const clash = sound.some(
      (other) =>
        other.weekday === window.weekday &&
        other.startTime < window.endTime &&
        window.startTime < other.endTime,
    );
    if (clash)
      problems.push({ index, field: 'startTime', key: VALIDATION_KEYS.receivingTimeOverlap });
    else sound.push(window);
  });
  return problems;
}

/** The windows sorted for display: by weekday, then start. */
export function sortedWindows<W extends ReceivingWindowLike>(windows: readonly W[]): W[] {
  return [...windows].sort(
    (a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime),
  );
}
