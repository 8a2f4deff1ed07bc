import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LockDialog } from '@kontor/ui/shell/LockDialog';

const meta = {
  title: 'Shell/LockDialog',
  component: LockDialog,
  args: { defaultOpen: true, onLock: fn(), onOpenChange: fn() },
} satisfies Meta<typeof LockDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter with nothing typed is refused with the spec's message; a password locks and closes. */
export const SetPassword: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Set lock screen password' });
    const field = screen.getByLabelText('Lock screen password', { selector: 'input' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('The lock screen password cannot be empty')).toBeVisible();
    await expect(args.onLock).not.toHaveBeenCalled();
    await userEvent.keyboard('lock-me{Enter}');
    await expect(args.onLock).toHaveBeenCalledWith('lock-me');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** In Chinese the refusal is the spec's own wording. */
export const EmptyInChinese: Story = {
  globals: { language: 'zh' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: '设置锁屏密码' });
    await userEvent.click(screen.getByRole('button', { name: '锁屏' }));
    await expect(await screen.findByText('锁屏密码不能为空')).toBeVisible();
    await expect(args.onLock).not.toHaveBeenCalled();
  },
};

/** Pointer: Cancel closes without locking. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onLock).not.toHaveBeenCalled();
  },
};
