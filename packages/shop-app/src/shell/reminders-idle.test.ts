// The reminder channel connects at the first idle moment after load, not on a fixed delay, and never before load.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from './Reminders.js';

const readyState = (value: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(value);

describe('whenPageIdle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts at the first idle callback once the page has loaded, with a cap on the wait', () => {
    readyState('complete');
    const idle = vi.fn<(callback: IdleRequestCallback, options?: IdleRequestOptions) => number>(() => 7);
    vi.stubGlobal('requestIdleCallback', idle);
    const start = vi.fn();
    whenPageIdle(start);
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
    const cancel = whenPageIdle(start);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancelBefore = whenPageIdle(cancelled);
    cancelBefore();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledTimes(1);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
    vi.unstubAllGlobals();
  });
});
