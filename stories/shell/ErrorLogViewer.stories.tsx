import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { ErrorLogViewer } from '@kontor/ui/shell/ErrorLogViewer';

const ENTRIES = [
  {
    type: 'error',
    message: "Cannot read properties of undefined (reading 'total')",
    stack: "TypeError: Cannot read properties of undefined (reading 'total')\n    at CartBadge (cart.tsx:12:20)",
    info: 'http://localhost:8080/assets/cart.js:12:20',
    url: 'http://localhost:8080/shopping',
    time: '2026-11-20 09:30:12',
  },
  { type: 'error', message: 'Network request failed', stack: '', info: 'unhandledrejection', url: 'http://localhost:8080/pallet', time: '2026-11-20 09:31:40' },
];

const meta = {
  title: 'Shell/ErrorLogViewer',
  component: ErrorLogViewer,
  args: { isOpen: true, onOpenChange: fn(), entries: ENTRIES, onUpload: fn(async () => undefined), onClear: fn() },
} satisfies Meta<typeof ErrorLogViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: upload asks the spec's question first; Cancel sends nothing, Upload sends. */
export const Upload: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Error log' });
    await expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Upload the local logs to the server?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Upload' }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

/** As the shell binds it: an upload empties the log, and closing the window closes it. */
function BoundViewer() {
  const [entries, setEntries] = useState(ENTRIES);
  const [open, setOpen] = useState(true);
  return open ? (
    <ErrorLogViewer isOpen onOpenChange={setOpen} entries={entries} onUpload={async () => setEntries([])} onClear={() => setEntries([])} />
  ) : (
    <p>Log window closed</p>
  );
}

/**
 * Keyboard, in a dialog inside a dialog: after the upload the Upload button is disabled, so the focus returns to the
 * log window itself (not the page), and Escape still closes it.
 */
export const EscapeAfterUpload: Story = {
  render: () => <BoundViewer />,
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Error log' });
    within(dialog).getByRole('button', { name: 'Upload' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog');
    within(confirm).getByRole('button', { name: 'Upload' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(await within(canvasElement).findByText('Log window closed')).toBeVisible();
  },
};

/** Cancel returns the focus to the button that asked. */
export const FocusBackAfterCancel: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Error log' });
    const clear = within(dialog).getByRole('button', { name: 'Clear' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(clear).toHaveFocus());
  },
};

/** Keyboard: Clear asks in the shop's language (the spec's own Chinese) and starts on Cancel. */
export const ClearInChinese: Story = {
  globals: { language: 'zh' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    within(dialog).getByRole('button', { name: '清空' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('确定清空本地日志记录?');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** Nothing recorded: an empty table, and nothing to upload or clear. */
export const Empty: Story = {
  args: { entries: [] },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Error log' });
    await expect(within(dialog).getByText('No errors recorded.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};
