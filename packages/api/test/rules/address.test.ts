import { describe, expect, it } from 'vitest';
import {
  MAX_RECEIVING_WINDOWS,
  VALIDATION_KEYS,
  WEEKDAYS,
  receivingWindowProblems,
  sortedWindows,
} from '../../src/rules/index.js';

const w = (weekday: number, startTime: string, endTime: string) => ({
  weekday,
  startTime,
  endTime,
});

describe('receiving windows', () => {
  it('accepts windows that end after they start, touching ones and the same hours on other days', () => {
    expect(
      receivingWindowProblems([
        w(1, '08:00', '12:00'),
        w(1, '12:00', '16:00'),
        w(2, '08:00', '12:00'),
      ]),
    ).toEqual([]);
    expect(receivingWindowProblems([])).toEqual([]);
  });

  it('refuses an end before or at its start, at the end field', () => {
    expect(receivingWindowProblems([w(3, '14:00', '09:00'), w(4, '09:00', '09:00')])).toEqual([
      { index: 0, field: 'endTime', key: VALIDATION_KEYS.receivingTimeOrder },
      { index: 1, field: 'endTime', key: VALIDATION_KEYS.receivingTimeOrder },
    ]);
  });

  it('refuses a window overlapping an earlier one of its weekday, at the later one', () => {
    expect(
      receivingWindowProblems([
        w(5, '08:00', '12:00'),
        w(5, '09:00', '10:00'),
        w(5, '07:00', '08:30'),
      ]),
    ).toEqual([
      { index: 1, field: 'startTime', key: VALIDATION_KEYS.receivingTimeOverlap },
      { index: 2, field: 'startTime', key: VALIDATION_KEYS.receivingTimeOverlap },
    ]);
  });

  it('does not let a reversed window cause an overlap, and names times that are not HH:mm', () => {
    expect(receivingWindowProblems([w(1, '16:00', '08:00'), w(1, '09:00', '10:00')])).toEqual([
      { index: 0, field: 'endTime', key: VALIDATION_KEYS.receivingTimeOrder },
    ]);
    expect(receivingWindowProblems([w(1, '', '10:00'), w(1, '08:00', '24:00')])).toEqual([
      { index: 0, field: 'startTime', key: VALIDATION_KEYS.receivingTimeRequired },
      { index: 1, field: 'endTime', key: VALIDATION_KEYS.receivingTimeRequired },
    ]);
  });

  it('sorts by weekday, then start; Monday to Sunday; a bound per address', () => {
    expect(
      sortedWindows([w(2, '08:00', '09:00'), w(1, '13:00', '14:00'), w(1, '08:00', '09:00')]),
    ).toEqual([w(1, '08:00', '09:00'), w(1, '13:00', '14:00'), w(2, '08:00', '09:00')]);
    expect(WEEKDAYS).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(MAX_RECEIVING_WINDOWS).toBeGreaterThanOrEqual(WEEKDAYS.length);
  });
});
