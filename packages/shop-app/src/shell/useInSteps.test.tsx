// A long list draws a few items a task: the first step at once, the next ones a macrotask apart, never shrinking back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useInSteps } from './useInSteps.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useInSteps', () => {
  it('shows the first step at once and one more step per task until the whole list shows', async () => {
    const { result } = renderHook(() => useInSteps(10, 4));
    expect(result.current).toBe(4);
    await act(async () => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(8);
    await act(async () => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(10);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows nothing while the list is empty and starts with a step when it arrives; a refetch goes on from there', async () => {
    const { result, rerender } = renderHook(({ total }) => useInSteps(total, 4), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ total: 6 });
    expect(result.current).toBe(4);
    await act(async () => vi.runAllTimers());
    expect(result.current).toBe(6);
    // Two steps were drawn (room for 8): a longer list shows that much at once, then steps on.
    rerender({ total: 13 });
    expect(result.current).toBe(8);
    await act(async () => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(12);
    await act(async () => vi.runAllTimers());
    expect(result.current).toBe(13);
  });
});
