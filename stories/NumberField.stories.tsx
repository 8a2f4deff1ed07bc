import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { NumberField } from '@kontor/ui/NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: {
    label: 'Quantity',
    defaultValue: 4,
    maxValue: 12,
    description: 'At most 12 per order',
    onChange: fn(),
  },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Increase quantity/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: /Decrease quantity/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(getComputedStyle(input.parentElement!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    // react-aria's spin button tells screen reader users the new value after each step.
    const announced = () => [...document.querySelectorAll('[aria-live="assertive"]')].map((region) => region.textContent).join(' ');
    await waitFor(() => expect(announced()).toContain('6'));
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 12 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Increase quantity/ }),
    ).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, errorMessage: 'Quantity must be selected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      expect.stringContaining('Quantity must be selected'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase quantity/ })).toBeDisabled();
  },
};
