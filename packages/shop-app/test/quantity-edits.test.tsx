// useQuantityEdits: a cart edit is shown at once and sent once the stepper rests; a refusal falls back to the server's
// quantity, while a change the shop could not take just now (its database restarting) stays and is sent again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { KontorApiError } from '@kontor/api/client';
import type { CartLineView } from '../src/queries/cart.js';
import { QUANTITY_RESEND_DELAY_MS, QUANTITY_SEND_DELAY_MS, useQuantityEdits } from '../src/screens/cart/useQuantityEdits.js';

const LINES = [{ id: 1, quantity: 4 }] as unknown as CartLineView[];
const unavailable = () => new KontorApiError('http', 'The shop is briefly unavailable.', { status: 503 });
const refused = () => new KontorApiError('business', 'Above the maximum', { status: 200, code: 1 });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function settle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useQuantityEdits', () => {
  it('falls back to the server’s quantity when the change is refused', async () => {
    const send = vi.fn(() => Promise.reject(refused()));
    const { result } = renderHook(() => useQuantityEdits(LINES, send));
    act(() => result.current.change(1, 9));
    expect(result.current.lines[0]!.quantity).toBe(9);
    await settle(QUANTITY_SEND_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.lines[0]!.quantity).toBe(4);
  });

  it('keeps a change the shop could not take just now and sends it again until it is taken', async () => {
    const send = vi.fn<(line: { id: number | string; quantity: number }) => Promise<unknown>>();
    send.mockRejectedValueOnce(unavailable()).mockRejectedValueOnce(new KontorApiError('network', 'offline')).mockResolvedValue({});
    const { result } = renderHook(() => useQuantityEdits(LINES, send));
    act(() => result.current.change(1, 9));
    await settle(QUANTITY_SEND_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.lines[0]!.quantity).toBe(9);
    await settle(QUANTITY_RESEND_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.lines[0]!.quantity).toBe(9);
    await settle(QUANTITY_RESEND_DELAY_MS);
    expect(send).toHaveBeenLastCalledWith({ id: 1, quantity: 9 });
    expect(send).toHaveBeenCalledTimes(3);
    expect(result.current.pending).toBe(true);
  });

  it('sends only the newest quantity when the buyer changes it again meanwhile', async () => {
    const send = vi.fn<(line: { id: number | string; quantity: number }) => Promise<unknown>>().mockRejectedValueOnce(unavailable()).mockResolvedValue({});
    const { result } = renderHook(() => useQuantityEdits(LINES, send));
    act(() => result.current.change(1, 9));
    await settle(QUANTITY_SEND_DELAY_MS);
    act(() => result.current.change(1, 12));
    await settle(QUANTITY_RESEND_DELAY_MS + QUANTITY_SEND_DELAY_MS);
    expect(send.mock.calls.map(([line]) => line.quantity)).toEqual([9, 12]);
    expect(result.current.lines[0]!.quantity).toBe(12);
  });
});
