import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Time, TimeField } from '@kontor/ui/TimeField';

const meta = {
  title: 'Primitives/TimeField',
  component: TimeField<Time>,
  args: { label: 'Receiving from', description: 'Monday', onChange: fn() },
} satisfies Meta<typeof TimeField<Time>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: new Time(8, 0) },
  play: async ({ canvasElement, args }) => {
    const [hour] = within(canvasElement).getAllByRole('spinbutton');
    await userEvent.click(hour!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(9, 0));
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const [hour] = within(canvasElement).getAllByRole('spinbutton');
    await userEvent.tab();
    await waitFor(() => expect(hour).toHaveFocus());
    await expect(getComputedStyle(hour!.parentElement!).outlineStyle).toBe('solid');
    await userEvent.keyboard('1430');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(14, 30));
  },
};

export const Invalid: Story = {
  args: {
    label: 'Receiving until',
    defaultValue: new Time(7, 0),
    isInvalid: true,
    errorMessage: 'The end must be after the start',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The end must be after the start')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new Time(8, 0) },
  play: async ({ canvasElement }) => {
    const [hour] = within(canvasElement).getAllByRole('spinbutton');
    await expect(hour).toHaveAttribute('aria-disabled', 'true');
  },
};
