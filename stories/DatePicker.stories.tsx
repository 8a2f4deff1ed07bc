import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarDate, DatePicker } from '@kontor/ui/DatePicker';

// A fixed "earliest ETA" keeps the stories and their screenshots stable over time.
const EARLIEST_ETA = new CalendarDate(2026, 3, 10);

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker<CalendarDate>,
  args: {
    label: 'ETA',
    description: 'At least six weeks from today for containers',
    minValue: EARLIEST_ETA,
    defaultValue: new CalendarDate(2026, 3, 16),
    onChange: fn(),
  },
} satisfies Meta<typeof DatePicker<CalendarDate>>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Choose a date in the calendar/ }),
    );
    const grid = await body(canvasElement).findByRole('grid');
    await expect(within(grid).getByRole('button', { name: /, 9 March 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(grid).getByText('20'));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 20));
    await waitFor(() => expect(body(canvasElement).queryByRole('grid')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const day = canvas.getAllByRole('spinbutton')[0]!;
    await waitFor(() => expect(day).toHaveFocus());
    await expect(getComputedStyle(day.closest('[role="group"]')!).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 17));
    // Tab past the segments to the calendar button, open it and choose by arrow keys.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const open = canvas.getByRole('button', { name: /Choose a date in the calendar/ });
    await waitFor(() => expect(open).toHaveFocus());
    await expect(getComputedStyle(open).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    const grid = await body(canvasElement).findByRole('grid');
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 18));
  },
};

/** With `validationBehavior="aria"` a date before `minValue` is reported at once, in react-aria's own translated words. */
export const BeforeEarliest: Story = {
  args: { defaultValue: new CalendarDate(2026, 3, 2), validationBehavior: 'aria' },
  play: async ({ canvasElement }) => {
    const [day] = within(canvasElement).getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(day).toHaveAccessibleDescription(expect.stringContaining('2026'));
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, errorMessage: 'An ETA must be selected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('An ETA must be selected')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Choose a date in the calendar/ }),
    ).toBeDisabled();
  },
};
