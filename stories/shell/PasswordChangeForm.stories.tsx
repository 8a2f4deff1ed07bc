import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordChangeForm } from '@kontor/ui/shell/PasswordChangeForm';

const meta = {
  title: 'Shell/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PasswordChangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    old: canvas.getByLabelText(/^Old password/),
    next: canvas.getByLabelText(/^New password/),
    confirm: canvas.getByLabelText(/^Confirm new password/),
    submit: canvas.getByRole('button', { name: 'Change password' }),
  };
};

/** Every rule at its field: old password required, new one required and 6-20 long, confirmation equal. */
export const EveryRule: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const f = fields(canvasElement);
    await userEvent.click(f.submit);
    await expect(await canvas.findByText('The old password cannot be empty')).toBeVisible();
    await expect(canvas.getByText('Please enter a password')).toBeVisible();
    await waitFor(() => expect(f.old).toHaveFocus());
    await userEvent.type(f.old, 'kontor123');
    await userEvent.type(f.next, 'abc');
    await userEvent.click(f.submit);
    await expect(await canvas.findByText('The password must be 6 to 20 characters long')).toBeVisible();
    await userEvent.type(f.next, 'defgh');
    await userEvent.type(f.confirm, 'abcdefgX');
    await userEvent.click(f.submit);
    await expect(await canvas.findByText('Password input is inconsistent')).toBeVisible();
    await expect(f.confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The typed values stay after every refusal.
    await expect(f.old).toHaveValue('kontor123');
  },
};

export const MaximumLength: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.type(f.next, 'x'.repeat(25));
    await expect((f.next as HTMLInputElement).value).toHaveLength(20);
  },
};

export const ChangedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const f = fields(canvasElement);
    f.old.focus();
    await userEvent.keyboard('kontor123');
    await userEvent.tab(); // the show/hide toggle
    await userEvent.tab();
    await expect(f.next).toHaveFocus();
    await userEvent.keyboard('garden2026');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('garden2026{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0]).toMatchObject({
      password: 'kontor123',
      newpassword1: 'garden2026',
      newpassword2: 'garden2026',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has been changed.');
    await expect(f.old).toHaveValue('');
  },
};

/** The server refuses a wrong old password with a message key; it shows translated and the input stays. */
export const WrongOldPassword: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('validation.oldPassword.wrong'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = fields(canvasElement);
    await userEvent.type(f.old, 'wrong-one');
    await userEvent.type(f.next, 'garden2026');
    await userEvent.type(f.confirm, 'garden2026');
    await userEvent.click(f.submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The old password is wrong.');
    await expect(f.next).toHaveValue('garden2026');
  },
};

export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Altes Passwort'), 'kontor123');
    await userEvent.type(canvas.getByLabelText('Neues Passwort'), 'abcdef');
    await userEvent.type(canvas.getByLabelText('Neues Passwort bestätigen'), 'abcdeg');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await expect(await canvas.findByText('Die Passwörter stimmen nicht überein')).toBeVisible();
  },
};
