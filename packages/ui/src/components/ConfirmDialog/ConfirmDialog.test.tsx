import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@kontor/api/rules';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { TriggerButton } from '../Button/TriggerButton.js';
import { DialogTrigger } from '../Dialog/Dialog.js';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';

function UploadLogs({
  language = 'en',
  ...props
}: Partial<ConfirmDialogProps> & { language?: Language }) {
  return (
    <KontorProvider language={language}>
      <DialogTrigger>
        <TriggerButton>Upload</TriggerButton>
        <ConfirmDialog
          message="Upload the local logs to the server?"
          onConfirm={() => undefined}
          {...props}
        />
      </DialogTrigger>
    </KontorProvider>
  );
}

describe('ConfirmDialog', () => {
  it('asks with translated buttons and closes once the confirmed action has finished', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<UploadLogs language="zh" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alertdialog', { name: '提示' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // Still open (and busy) until the promise settles.
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when the action fails, so the user can retry or cancel', async () => {
    const onCancel = vi.fn();
    render(
      <UploadLogs onConfirm={() => Promise.reject(new Error('offline'))} onCancel={onCancel} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('counts Escape as cancel and does not close on a click outside', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<UploadLogs onCancel={onCancel} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await userEvent.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('paints the confirm button of a dangerous action as danger, with the caller’s wording', async () => {
    render(<UploadLogs variant="danger" confirmLabel="Delete" />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('data-variant')).toBe(
      'danger',
    );
    // Which button starts focused is checked in the browser (stories/ConfirmDialog.stories.tsx).
  });

  it('works controlled, without a trigger', async () => {
    const onOpenChange = vi.fn();
    render(
      <KontorProvider language="fr">
        <ConfirmDialog
          isOpen
          onOpenChange={onOpenChange}
          message="Vider le journal local ?"
          onConfirm={() => undefined}
        />
      </KontorProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
