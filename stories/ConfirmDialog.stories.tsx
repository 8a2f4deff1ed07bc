import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TriggerButton } from '@kontor/ui/Button';
import { ConfirmDialog, CONFIRM_VARIANTS } from '@kontor/ui/ConfirmDialog';
import { DialogTrigger } from '@kontor/ui/Dialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    message: 'Upload the local logs to the server?',
    onConfirm: fn(() => new Promise((resolve) => setTimeout(resolve, 300))),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: CONFIRM_VARIANTS } },
  render: (args) => (
    <DialogTrigger>
      <TriggerButton>Upload logs</TriggerButton>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload logs' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Please confirm' });
    await expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Upload the local logs'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Busy until the upload resolves, then closed.
    await expect(within(dialog).getByRole('button', { name: /Please wait/ })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(getComputedStyle(confirm).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', message: 'Clear the local log records?', confirmLabel: 'Clear' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload logs' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    // A destructive question starts on Cancel.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Failing: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Upload logs' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Still open so the user can retry or cancel.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled(),
    );
    await expect(dialog).toBeVisible();
  },
};
