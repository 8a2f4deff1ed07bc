import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Button } from '@kontor/ui/Button';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

const browse = fn();

export const WithAWayForward: Story = {
  args: {
    title: 'Your container cart is empty',
    description: 'Add products from the catalogue to fill a container.',
    action: <Button onPress={browse}>Browse the catalogue</Button>,
  },
  play: async ({ canvasElement }) => {
    browse.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Browse the catalogue' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(browse).toHaveBeenCalledTimes(2);
  },
};
