import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ReceivingWindows,
  ReceivingWindowsSummary,
  type ReceivingWindowValue,
} from '@kontor/ui/storefront/ReceivingWindows';

/** Controlled as a form holds it; every change is also reported to `onChange`. */
function LiveWindows({ initial, onChange }: { initial: ReceivingWindowValue[]; onChange: (windows: ReceivingWindowValue[]) => void }) {
  const [windows, setWindows] = useState(initial);
  return (
    <ReceivingWindows
      value={windows}
      onChange={(next) => {
        setWindows(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/ReceivingWindows',
  component: LiveWindows,
  args: { initial: [{ weekday: 1, startTime: '08:00', endTime: '12:00' }], onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LiveWindows>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, number: number) =>
  within(within(canvasElement).getByRole('group', { name: `Receiving time ${number}` }));

/** Types a time into a TimeField by its segments (hour, then minute). */
async function typeTime(group: ReturnType<typeof row>, label: 'From' | 'Until', hhmm: string) {
  const [hour] = within(group.getByRole('group', { name: label })).getAllByRole('spinbutton');
  await userEvent.click(hour!);
  await userEvent.keyboard(hhmm.replace(':', ''));
}

/** Two windows on one Monday that overlap are refused at the later one; moving it to the afternoon clears it. */
export const OverlapRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a receiving time' }));
    // The new window starts on the day after the last: Tuesday, so nothing overlaps yet.
    const second = row(canvasElement, 2);
    await expect(second.getByRole('button', { name: /Tuesday Weekday/ })).toBeVisible();
    await expect(canvas.queryByText('This receiving time overlaps another one on the same day')).toBeNull();
    await userEvent.click(second.getByRole('button', { name: /Tuesday Weekday/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Monday' }));
    await expect(await canvas.findByText('This receiving time overlaps another one on the same day')).toBeVisible();
    await typeTime(second, 'From', '12:00');
    await typeTime(second, 'Until', '16:00');
    await waitFor(() => expect(canvas.queryByText('This receiving time overlaps another one on the same day')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { weekday: 1, startTime: '08:00', endTime: '12:00' },
      { weekday: 1, startTime: '12:00', endTime: '16:00' },
    ]);
  },
};

/** An end before the start is refused at "Until"; the keyboard alone fixes it. */
export const EndBeforeStartRefused: Story = {
  args: { initial: [{ weekday: 3, startTime: '14:00', endTime: '09:00' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = row(canvasElement, 1);
    await expect(canvas.getByText('The receiving time must end after it starts')).toBeVisible();
    const until = first.getByRole('group', { name: 'Until' });
    await expect(within(until).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
    await typeTime(first, 'Until', '17:30');
    await waitFor(() => expect(canvas.queryByText('The receiving time must end after it starts')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith([{ weekday: 3, startTime: '14:00', endTime: '17:30' }]);
  },
};

/** Removing a window by its named button. */
export const RemoveAWindow: Story = {
  args: {
    initial: [
      { weekday: 1, startTime: '08:00', endTime: '12:00' },
      { weekday: 5, startTime: '07:00', endTime: '11:00' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Friday 07:00–11:00' }));
    await expect(canvas.getAllByTestId('receiving-window')).toHaveLength(1);
    await expect(args.onChange).toHaveBeenLastCalledWith([{ weekday: 1, startTime: '08:00', endTime: '12:00' }]);
  },
};

/** None yet: the list says so and offers to add one. */
export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No receiving times given')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a receiving time' }));
    await expect(canvas.getAllByTestId('receiving-window')).toHaveLength(1);
  },
};

/** The read-only summary: weekdays in order, several windows of a day on one line. */
export const Summary: Story = {
  render: () => (
    <ReceivingWindowsSummary
      windows={[
        { weekday: 5, startTime: '07:30', endTime: '12:00' },
        { weekday: 1, startTime: '13:00', endTime: '16:00' },
        { weekday: 1, startTime: '08:00', endTime: '12:00' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const days = within(canvasElement).getAllByTestId('receiving-day');
    await expect(days.map((day) => day.textContent)).toEqual(['Monday08:00–12:00 and 13:00–16:00', 'Friday07:30–12:00']);
  },
};
