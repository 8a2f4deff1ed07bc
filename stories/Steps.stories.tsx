import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from '@kontor/ui/Steps';

const ORDER_STEPS = [
  { id: 0, label: 'Order placed' },
  { id: 1, label: 'Confirmed' },
  { id: 2, label: 'Reviewed' },
  { id: 3, label: 'Shipped' },
  { id: 4, label: 'Completed' },
];

// Steps show where an order is; they are read, not operated.
const meta = {
  title: 'Primitives/Steps',
  component: Steps,
  args: { steps: ORDER_STEPS, current: 3 },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shipped: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Order progress' });
    const current = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Shipped');
    await expect(within(list).getAllByText('completed')).toHaveLength(3);
  },
};

export const Completed: Story = { args: { current: 4 } };

export const Cancelled: Story = {
  args: { current: 1, isCancelled: true },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent('Cancelled');
    await expect(current).toHaveAttribute('data-state', 'cancelled');
  },
};
