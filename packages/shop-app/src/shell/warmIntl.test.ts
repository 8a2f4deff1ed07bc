// The app's locale warm-up waits for index.html's worker (first-screen/warmLocale.ts) instead of doing the same work
// beside it, and runs at once where there is no worker, or after a bounded wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_SERVICES } from '../first-screen/ids.js';
import { warmIntl } from './warmIntl.js';

let locales: ReturnType<typeof vi.spyOn>;
let numbers: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  locales = vi.spyOn(Intl.Locale.prototype, 'maximize');
  // `format` is a getter (it hands out a bound function): each `.format(…)` reads it once.
  numbers = vi.spyOn(Intl.NumberFormat.prototype as unknown as { format: unknown }, 'format', 'get');
});
afterEach(() => {
  delete document.documentElement.dataset[LOCALE_SERVICES.attribute];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmIntl', () => {
  it('without a worker, sets up Locale and then NumberFormat, a task each', () => {
    warmIntl('de', true);
    expect(locales).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(locales).toHaveBeenCalledTimes(1);
    expect(numbers).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(numbers).toHaveBeenCalledTimes(1);
  });

  it('while the worker runs, waits for its event', () => {
    document.documentElement.dataset[LOCALE_SERVICES.attribute] = 'warming';
    warmIntl('de', true);
    vi.advanceTimersByTime(100);
    expect(locales).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(LOCALE_SERVICES.event));
    vi.runAllTimers();
    expect(locales).toHaveBeenCalledTimes(1);
    expect(numbers).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a worker that never ends past its limit, and runs only once', () => {
    document.documentElement.dataset[LOCALE_SERVICES.attribute] = 'warming';
    warmIntl('fr', false);
    vi.advanceTimersByTime(499);
    expect(locales).not.toHaveBeenCalled();
    vi.runAllTimers();
    document.dispatchEvent(new Event(LOCALE_SERVICES.event));
    vi.runAllTimers();
    expect(locales).toHaveBeenCalledTimes(1);
    expect(numbers).not.toHaveBeenCalled();
  });
});
