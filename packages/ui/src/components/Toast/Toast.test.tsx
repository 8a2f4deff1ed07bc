import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { ToastRegion, useToast } from './Toast.js';
import { createToastQueue, toastsOf, TOAST_TIMEOUT_MS } from './toastQueue.js';

describe('ToastRegion', () => {
  it('shows a pushed error with its translated heading and closes it with the close button', async () => {
    const queue = createToastQueue();
    render(
      <KontorTestProvider language="de">
        <ToastRegion queue={queue} />
      </KontorTestProvider>,
    );
    act(() => void toastsOf(queue).error('Ressource existiert nicht'));
    const toast = await screen.findByRole('alertdialog');
    expect(toast.textContent).toContain('Fehler');
    expect(toast.textContent).toContain('Ressource existiert nicht');
    await userEvent.click(screen.getByRole('button'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes by keyboard', async () => {
    const queue = createToastQueue();
    render(
      <KontorTestProvider>
        <ToastRegion queue={queue} />
      </KontorTestProvider>,
    );
    act(() => void toastsOf(queue).success('Sent successfully!'));
    const close = await screen.findByRole('button');
    act(() => close.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('Sent successfully!')).toBeNull();
  });

  it('gives errors the longest timeout and shows several toasts at once', async () => {
    const queue = createToastQueue();
    render(
      <KontorTestProvider>
        <ToastRegion queue={queue} />
      </KontorTestProvider>,
    );
    const { result } = renderHook(() => useToast(queue));
    act(() => {
      result.current.error('First');
      result.current.info('Second');
    });
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(2);
    expect(queue.visibleToasts.map((toast) => toast.timeout)).toEqual(
      expect.arrayContaining([TOAST_TIMEOUT_MS.error, TOAST_TIMEOUT_MS.info]),
    );
    expect(Math.max(...Object.values(TOAST_TIMEOUT_MS))).toBe(TOAST_TIMEOUT_MS.error);
  });

  it('says the same news once while it is shown, and again once it has closed', () => {
    const queue = createToastQueue();
    const toasts = toastsOf(queue);
    const first = toasts.error('The shop is briefly unavailable.');
    expect(toasts.error('The shop is briefly unavailable.')).toBe(first);
    toasts.warning('The shop is briefly unavailable.');
    expect(queue.visibleToasts).toHaveLength(2);
    toasts.close(first);
    expect(toasts.error('The shop is briefly unavailable.')).not.toBe(first);
    expect(queue.visibleToasts).toHaveLength(2);
  });
});
