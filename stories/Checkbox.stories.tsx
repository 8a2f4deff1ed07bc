import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Checkbox } from '@kontor/ui/Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: {
    children: 'Forklift needed',
    description: 'The driver brings a forklift for unloading',
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Forklift needed'));
    await expect(canvas.getByRole('checkbox', { name: 'Forklift needed' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await waitFor(() => expect(box).toHaveFocus());
    // The ring is drawn round the visible box.
    const visibleBox = canvasElement.querySelector('label [aria-hidden="true"]')!;
    await expect(getComputedStyle(visibleBox).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Indeterminate: Story = {
  args: { children: 'All items', description: undefined, isIndeterminate: true },
};

export const Invalid: Story = {
  args: {
    children: 'I accept the terms of service',
    description: undefined,
    isInvalid: true,
    errorMessage: 'Please accept the terms to order',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the terms to order');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Forklift needed'), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
