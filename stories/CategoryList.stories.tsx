import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryList } from '@kontor/ui/CategoryList';

const meta = {
  title: 'Storefront/CategoryList',
  component: CategoryList,
  args: {
    categories: [
      { id: 1, label: 'Outdoor furniture', children: [{ id: 11, label: 'Dining sets' }, { id: 12, label: 'Lounge sofas' }] },
      { id: 2, label: 'Shade', children: [{ id: 21, label: 'Parasols' }] },
      { id: 3, label: 'Spare parts' },
      { id: 4, label: 'Hidden category', show: false },
    ],
  },
} satisfies Meta<typeof CategoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.queryByText('Hidden category')).toBeNull();
  },
};

export const Empty: Story = { args: { categories: [] } };
