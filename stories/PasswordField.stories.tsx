import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { PasswordField } from '@kontor/ui/PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Lock screen password', defaultValue: 'kontor2026' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Lock screen password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Lock screen password');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    // The ring is drawn round the whole field (input and toggle).
    await expect(getComputedStyle(input.parentElement!).outlineStyle).toBe('solid');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '',
    isInvalid: true,
    errorMessage: 'The lock screen password cannot be empty',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Lock screen password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The lock screen password cannot be empty');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Show password' });
    await expect(toggle).toBeDisabled();
  },
};
