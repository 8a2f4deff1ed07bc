import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { TextField } from '@kontor/ui/TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: {
    label: 'Contact person',
    description: 'Who receives the goods at the address',
    onChange: fn(),
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Contact person' });
    await userEvent.click(input);
    await userEvent.type(input, 'Li Wei');
    await expect(args.onChange).toHaveBeenLastCalledWith('Li Wei');
    await expect(input).toHaveAccessibleDescription('Who receives the goods at the address');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
    await userEvent.keyboard('Hamburg');
    await expect(input).toHaveValue('Hamburg');
  },
};

export const Required: Story = {
  args: { isRequired: true, name: 'contact' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextField {...args} />
      <button type="submit">Save address</button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const input = canvas.getByRole('textbox');
    // The browser's own text would follow the browser's language; ours follows the shop's.
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Please fill in this field.'),
    );
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const Invalid: Story = {
  args: {
    label: 'E-mail',
    defaultValue: 'anna@',
    isInvalid: true,
    errorMessage: 'The invitee email format is incorrect, please check!',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('The invitee email format is incorrect'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Li Wei' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Multiline: Story = {
  args: { label: 'Damage description', description: undefined, multiline: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Damage description' });
    await userEvent.type(area, 'Leg broken{Enter}on arrival');
    await expect(area).toHaveValue('Leg broken\non arrival');
  },
};
