// The reminder channel connects at the first idle moment once the page has settled: at once after a sign-in on
// the page, else at the first action or a few seconds after load; never before load.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from './Reminders.js';

const readyState = (value: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(value);

describe('whenPageIdle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('after a sign-in on this page starts at the first idle callback once the page has loaded, with a cap on the wait', () => {
    readyState('complete');
    const idle = vi.fn<(callback: IdleRequestCallback, options?: IdleRequestOptions) => number>(() => 7);
    vi.stubGlobal('requestIdleCallback', idle);
    const start = vi.fn();
    whenPageIdle(start, true);
    expect(start).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0]![1]?.timeout).toBeLessThan(3000);
    idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(start).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('waits for the load event while the page is still loading, and a cancel before it stops everything', () => {
    readyState('loading');
    const idle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const start = vi.fn();
    const cancel = whenPageIdle(start, true);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancelBefore = whenPageIdle(cancelled, true);
    cancelBefore();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledTimes(1);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
    vi.unstubAllGlobals();
  });

  it('a page loaded without any action waits for the first key or pointer action, or a few seconds', () => {
    vi.useFakeTimers();
    readyState('complete');
    const idle = vi.fn((callback: IdleRequestCallback) => (callback({ didTimeout: false, timeRemaining: () => 10 }), 1));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const byKey = vi.fn();
    const cancelKey = whenPageIdle(byKey);
    vi.advanceTimersByTime(1000);
    expect(byKey).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(byKey).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(byKey).toHaveBeenCalledTimes(1);

    const byTime = vi.fn();
    const cancelTime = whenPageIdle(byTime);
    vi.advanceTimersByTime(2900);
    expect(byTime).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(byTime).toHaveBeenCalledTimes(1);
    cancelKey();
    cancelTime();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});
