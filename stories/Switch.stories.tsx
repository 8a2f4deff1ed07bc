import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Switch } from '@kontor/ui/Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Appointment before delivery', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Appointment before delivery'));
    await expect(canvas.getByRole('switch')).toBeChecked();
    await userEvent.click(canvas.getByText('Appointment before delivery'));
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await waitFor(() => expect(toggle).toHaveFocus());
    const track = canvasElement.querySelector('label [aria-hidden="true"]')!;
    await expect(getComputedStyle(track).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true, children: 'Tags', description: 'Shows the tab bar above pages' },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Appointments are not available for this address' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      'Appointments are not available for this address',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Appointment before delivery'), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
